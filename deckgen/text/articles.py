"""Definite articles that depend on the filled-in word: Hungarian "a" / "az".

A Hungarian catalog text may write an article before a placeholder (``"a {card}"``,
``"az „{rule}”"``); which article is right depends on the first sound of the name filled
in, custom names included: "az Ugrás", "a Színválasztó", "az 5-ös", "a 7-es", "az 1-es".
The text layer chooses it when it fills the placeholder (:func:`choose_articles`), so a
catalog never has to guess.
"""

from __future__ import annotations

import re

_HU_VOWELS = "aáeéiíoóöőuúüű"


def hungarian_article(word: str) -> str:
    """``"az"`` before a vowel sound, ``"a"`` before a consonant, for ``word`` as read
    aloud: a number by its Hungarian name (1 egy, 5 öt, 50 ötven, 500 ötszáz, 1000 ezer
    start with a vowel; 10 tíz, 100 száz do not). Quotes and signs before the word are
    skipped; an empty word takes ``"a"``."""
    text = word.lstrip("„”“\"'»«‚‘’([+−-\u00a0\u202f ")
    digits = re.match(r"\d[\d\u00a0\u202f ]*", text)
    if digits:
        number = re.sub(r"\D", "", digits.group(0))
        if number[0] == "5":
            return "az"  # öt, ötven, ötszáz, ötezer
        # a leading 1 reads "egy" (1), "ezer" (1000), "egymillió" (one digit past a group
        # of three); "tíz" (10) and "száz" (100) otherwise
        return "az" if number[0] == "1" and len(number) % 3 == 1 else "a"
    return "az" if text[:1].lower() in _HU_VOWELS else "a"


# per language: the article forms and the rule that chooses one for the following word
ARTICLE_RULES = {"hu": hungarian_article}
_ARTICLE_FORMS = {"hu": ("a", "az")}


def choose_articles(template: str, values: dict[str, object], lang: str) -> str:
    """``template`` with each article written right before a placeholder (``a {card}``,
    ``az „{card}”``, sentence-initial ``A``/``Az`` keeps its capital) set for the value
    that fills it (:data:`ARTICLE_RULES`); other languages' templates are unchanged.
    Placeholders not in ``values`` are left as they are (the caller reports them)."""
    rule = ARTICLE_RULES.get(lang)
    if rule is None:
        return template
    forms = "|".join(sorted(_ARTICLE_FORMS[lang], key=len, reverse=True))
    pattern = re.compile(rf"(?<!\w)({forms})(\s+[„“\"»«]?)\{{(\w+)\}}", re.IGNORECASE)

    def choose(match: re.Match[str]) -> str:
        article, gap, name = match.groups()
        if name not in values:
            return match.group(0)
        chosen = rule(str(values[name]))
        if article[0].isupper():
            chosen = chosen.capitalize()
        return f"{chosen}{gap}{{{name}}}"

    return pattern.sub(choose, template)
