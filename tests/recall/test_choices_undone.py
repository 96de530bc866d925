"""A choice undone: an option taken for now ("leaning elm st", "倾向酒仙桥那个") gives way to
the one taken later from the same list, and to a later no to that very option ("酒仙桥那个超
预算了 也算了"); asked which was decided, the last choice comes first and the undone one is
marked ``possibly_outdated`` (real Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.language.options import TAKES
from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _flagged, _ranked

UNDONE = [
    (
        (
            (
                "user",
                "agent sent three: the Elm St one, 2 bed, £1450; the Dock Rd loft, 1 bed, £1300;"
                " and Park Ave, 2 bed, £1600 with a garden",
            ),
            ("assistant", "Which one appeals most?"),
            ("user", "not sure yet, leaning elm st"),
        ),
        (
            ("user", "viewed them both today"),
            ("assistant", "And?"),
            ("user", "yeah we're going for park ave, the garden is worth the extra"),
        ),
        "which flat did we decide on?",
        "going for park ave",
        "leaning elm st",
        "+01:00",
    ),
    (  # the assistant's list; a mind changed
        (
            (
                "assistant",
                "报价回来了两家：一是鑫达装修，全包十八万，工期三个月；二是老周的施工队，半包十一万，工期两个月",
            ),
            ("user", "倾向鑫达那家 省心"),
        ),
        (
            ("user", "跟老婆算了算账"),
            ("assistant", "怎么说？"),
            ("user", "改主意了 还是选老周那家吧 便宜七万"),
        ),
        "装修最后定的哪家？",
        "改主意了",
        "倾向鑫达",
        "+08:00",
    ),
    (
        (
            (
                "user",
                "two quotes for the boiler: British Gas at £2,900 or a local guy, Dave, at £2,300",
            ),
            ("assistant", "Any preference?"),
            ("user", "leaning British Gas, the warranty's better"),
        ),
        (
            ("user", "checked reviews for both"),
            ("assistant", "And?"),
            ("user", "actually going with dave, he can do it next week and his reviews are great"),
        ),
        "who's doing the boiler?",
        "actually going with dave",
        "leaning British Gas",
        "+00:00",
    ),
    (  # the options' details in brackets
        (
            (
                "user",
                "agent sent three: the Elm St one (2 bed, £1450), the Dock Rd loft"
                " (1 bed, £1300) and Park Ave (2 bed, £1600, has a garden)",
            ),
            ("assistant", "Which one appeals most?"),
            ("user", "not the loft, too small for the two of us. leaning elm st"),
        ),
        (
            ("user", "viewed elm st today. damp all over the bathroom ceiling, no way"),
            ("assistant", "Yikes. What about the other two-bed?"),
            ("user", "yeah we're going for park ave, the garden is worth the extra"),
        ),
        "which flat did we decide on?",
        "going for park ave",
        "leaning elm st",
        "+01:00",
    ),
    (
        (
            (
                "user",
                "中介推了三套：望京那套两居 月租8500；酒仙桥的三居 11000；还有个大山子的一居 6200",
            ),
            ("assistant", "你们倾向哪一套？"),
            ("user", "倾向酒仙桥那个 大一点"),
        ),
        (
            ("user", "算了算了 酒仙桥那个超预算了"),
            ("assistant", "那望京的两居呢？"),
            ("user", "就望京那套吧 周末去签合同"),
        ),
        "我们最后定的哪套房子？",
        "就望京那套",
        "倾向酒仙桥",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("first", "then", "query", "new", "old", "zone"), UNDONE)
def test_a_choice_for_now_gives_way_to_the_one_made_later(
    client: TestClient,
    bank: str,
    first: tuple,
    then: tuple,
    query: str,
    new: str,
    old: str,
    zone: str,
) -> None:
    retain_one_by_one(client, bank, "s1", "2026-04-12T19:00:00" + zone, *first)
    retain_one_by_one(client, bank, "s2", "2026-04-16T20:00:00" + zone, *then)
    body = recall(client, bank, query, now="2026-04-25T12:00:00" + zone, top_k=8)
    chosen, undone = _ranked(body, new, old)
    assert chosen != -1 and not _flagged(body, new)
    assert undone == -1 or chosen < undone
    assert undone == -1 or _flagged(body, old)
    # the option taken last is no option passed over, though the choice before passed it over
    taken = next(m["text"] for m in body["memories"] if new in m["text"] and TAKES in m["text"])
    option = taken.split(TAKES, 1)[1].strip()
    listed = [m for m in body["memories"] if m["text"].endswith(option) and TAKES not in m["text"]]
    assert not any(m["scores"].get("possibly_outdated") for m in listed)
