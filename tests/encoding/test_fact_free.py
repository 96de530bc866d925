"""Fragments that carry no fact make no memory (the episode keeps their words), in English
and Chinese; short statements that do say something are kept."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from service.encoding.events import FACT_FREE, Analyzer, Incoming
from service.language.entities import EntityExtractor
from service.models import BankSettings, RetainItem


@pytest.fixture(scope="module")
def analyzer() -> Analyzer:
    return Analyzer(EntityExtractor())


def _skipped(analyzer: Analyzer, text: str, role: str = "user") -> list[bool]:
    item = RetainItem(content=text, role=role)
    entry = Incoming(index=0, episode_id="e", item=item, timestamp=datetime.now(UTC))
    drafts = analyzer.analyse([entry], BankSettings()).drafts
    return [d.skip and FACT_FREE in d.signals for d in drafts]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Ugh, typical", "user"),
        ("lovely. more money", "user"),
        ("you're a star", "user"),
        ("Glad to hear it", "user"),
        ("Shall I set an alarm?", "assistant"),
        ("Did they send over the revised menu?", "assistant"),
        ("就这个", "user"),
        ("好吧 痛苦", "user"),
        ("抢到了", "user"),
        ("要不要我提醒你？", "assistant"),
    ],
)
def test_a_fragment_with_no_fact_makes_no_memory(analyzer: Analyzer, text: str, role: str) -> None:
    assert all(_skipped(analyzer, text, role)), text


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I'm vegetarian", "user"),
        ("my knee hurts", "user"),
        ("I don't eat pork", "user"),
        ("signed it this morning", "user"),
        ("the second one", "user"),  # points at an option listed before
        ("no, not that one", "user"),  # a rejection
        ("Window or aisle?", "assistant"),  # a choice offered
        ("Did you mean the 6am flight?", "assistant"),  # a value
        ("我不吃辣", "user"),
        ("膝盖疼", "user"),
        ("我家的猫叫咪咪。", "user"),
        ("下周六吧", "user"),
        ("那个三居就算了", "user"),
    ],
)
def test_a_short_statement_that_says_something_is_kept(
    analyzer: Analyzer, text: str, role: str
) -> None:
    assert not any(_skipped(analyzer, text, role)), text


def test_the_turn_keeps_its_facts_when_a_fragment_goes(analyzer: Analyzer) -> None:
    item = RetainItem(
        content="ok wedding stuff. we met the caterer today, our ceiling is $85 a head"
    )
    entry = Incoming(index=0, episode_id="e", item=item, timestamp=datetime.now(UTC))
    drafts = analyzer.analyse([entry], BankSettings()).drafts
    kept = [d.text for d in drafts if not d.skip]
    assert any("$85 a head" in t for t in kept) and not any(t == "ok wedding stuff" for t in kept)
