"""Fresh native readers 20 (issue #15), read back from the four composed booklets the
readers read (each composed once).

de medium: "Danach ist es zu spät. Rufst du zu spät, …" said "too late" twice with two
meanings (the English says "too late to catch you"); fr, es, it and pl dropped the same
"to catch you" ("Ensuite, il est trop tard"): each now says that nobody can catch you
any more, and the late call is "verspätet"/"con retraso".
"""

from __future__ import annotations

from functools import cache

import pytest

from .booklet_helpers import compose, phrase_rows, phrases_not_rewritten, plain, text
from .test_fresh14_east import GAMES as BOOKLETS  # the four booklets the readers read

# language | booklet | phrase it now says | phrase it must no longer say
WANTED = """
de | party | Danach kann dich niemand mehr erwischen. Rufst du verspätet, aber | ist es zu spät.
fr | party | Ensuite, on ne peut plus te prendre en défaut. Si tu | il est trop tard.
es | party | Después ya nadie te puede pillar. Si lo dices con retraso pero | demasiado tarde.
it | party | Dopo nessuno può più coglierti in fallo. Se lo dici | Dopo è troppo tardi.
pl | party | Potem nikt już nie może cię przyłapać. Jeśli | Potem jest już za późno.
"""


ROWS = phrase_rows(WANTED)


@cache
def _said(lang: str, booklet: str) -> str:
    deck_id, ruleset, house = BOOKLETS[booklet]
    return plain(text(compose(deck_id, ruleset, house, lang)))


@pytest.mark.parametrize(("lang", "booklet"), sorted({(r[0], r[1]) for r in ROWS}))
def test_readers_findings_are_rewritten(lang, booklet):
    """Every row of ``WANTED`` for one booklet: its new phrase there, the old one gone."""
    assert phrases_not_rewritten(ROWS, lang, booklet, _said(lang, booklet)) == ([], [])
