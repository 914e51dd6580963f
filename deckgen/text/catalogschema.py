"""The pydantic model of a language file (``rulesets/lang/<code>.yaml``).

Internal: :mod:`deckgen.text.catalog` checks a file with it when it reads one (a shipped
catalog checked before comes from the cache, :mod:`deckgen.text.catalogcache`, without
pydantic); :mod:`deckgen.booklet.langcheck` checks a translator's file with it.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from ..definitions.reader import FileKind
from ..definitions.schema import LANG_PATTERN

Label = Annotated[str, Field(min_length=1, max_length=80)]


class CatalogFile(BaseModel):
    """The keys of a language file; ``texts`` is checked by :func:`_flatten`."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    language: Annotated[str, Field(pattern=LANG_PATTERN, description="code such as ru")]
    name: Label
    native_name: Label
    texts: dict[str, Any] = Field(min_length=1)


CATALOG = FileKind("language catalog", CatalogFile)
"""``rulesets/lang/<code>.yaml``: the keys under ``texts`` are message ids, not file keys."""
