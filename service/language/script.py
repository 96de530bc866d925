"""Which script a text is written in: the one place that says what a Han character is.

Han characters are the CJK Unified Ideographs with extension A and the compatibility block
(U+3400–U+4DBF, U+4E00–U+9FFF, U+F900–U+FAFF); extension B and later (U+20000–U+2FA1F) are
rare in modern text but are Han too. CJK punctuation (U+3000–U+303F) and the full-width forms
(U+FF00–U+FFEF) are not letters of any word, and go with the Han runs they sit in.

A text is Chinese ("zh") when Han characters are at least ``ZH_SHARE`` of its letters: "我下周
去 Shanghai 出差" is Chinese, "Meeting with 张伟 at 3" is English with a Chinese name.
"""

from __future__ import annotations

import re

HAN_CLASS = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f"
CJK_PUNCTUATION_CLASS = "\u3000-\u303f\uff00-\uffef"

HAN = re.compile(f"[{HAN_CLASS}]")
HAN_RUN = re.compile(f"[{HAN_CLASS}]+")
# Text that holds no Han character and no CJK punctuation: the Latin parts of a mixed text.
NON_CJK_RUN = re.compile(f"[^{CJK_PUNCTUATION_CLASS}{HAN_CLASS}]+")

ZH_SHARE = 0.3
# From the CJK radicals (U+2E80) on, scripts write words without spaces (Han, kana, Hangul,
# and the CJK punctuation and full-width forms among them): a text may be cut between any
# two of their characters.
_UNSPACED_START = 0x2E80


def unspaced(char: str) -> bool:
    """Whether ``char`` belongs to a script written without spaces between words."""
    return ord(char) >= _UNSPACED_START


def has_han(text: str) -> bool:
    return HAN.search(text) is not None


def han_share(text: str) -> float:
    """Han characters over all letters (0 for a text without letters)."""
    letters = sum(1 for char in text if char.isalpha())
    if letters == 0:
        return 0.0
    return len(HAN.findall(text)) / letters


def language(text: str) -> str:
    """Chinese ("zh") when Han characters are at least ``ZH_SHARE`` of the letters, else "en"."""
    return "zh" if han_share(text) >= ZH_SHARE else "en"
