"""Choosing among options a turn listed, through the API and the real Neo4j: the option turned
down is negated, the one taken makes a decision that carries it and the others are passed over,
a guess changes nothing."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.encoding.options import Option, choose, option_core, several
from service.language.options import TAKES, Pointer
from tests.conftest import recall, retain

PARTY_PLACES = (
    "Three ideas:\n1) Bounce Republic trampoline park in Everett, $24 per kid, party room "
    "included\n2) Paint & Fire pottery studio in Newton, $19 per kid\n3) a LEGO build party "
    "in the Somerville library community room, free but you run it yourself"
)


ROOF_QUOTES = (
    "Two quotes came back:\n1) Harlow Roofing, £8,400, a 10-year guarantee\n2) Kestrel & Sons, "
    "£6,900, 5 years"
)
ZH_QUOTES = (
    "报价回来了两家：一是鑫达装修，全包十八万，工期三个月；二是老周的施工队，半包十一万，工期两个月"
)


def _said(
    client: TestClient, bank: str, text: str, at: str, role: str = "user", session: str = "s1"
) -> dict:
    item = {"content": text, "role": role, "session_id": session, "timestamp": at}
    return retain(client, bank, item)


def _takes(client: TestClient, bank: str, text: str, at: str, option: str) -> dict:
    """The user's statement, said in a later session, stored as a decision that takes
    ``option``."""
    decision = _said(client, bank, text, at, session="s2")["created"][0]
    assert decision["kind"] == "decision"
    assert "option.taken" in decision["signals"]
    assert decision["text"].endswith(f"{TAKES.strip()} {option}")
    return decision


def _top(client: TestClient, bank: str, query: str) -> list[str]:
    return [m["text"] for m in recall(client, bank, query, top_k=5)["memories"]]


def _memories(client: TestClient, bank: str) -> dict[str, dict]:
    page = client.get(f"/v1/banks/{bank}/memories", params={"status": "all", "limit": 200})
    assert page.status_code == 200
    return {m["text"]: m for m in page.json()["memories"]}


def test_an_option_turned_down_by_its_word_is_negated_and_the_one_taken_carries_its_terms(
    client: TestClient, bank: str
) -> None:
    _said(client, bank, "we need a venue for Tom's 40th, about 30 people", "2026-05-04T19:00:00Z")
    _said(
        client,
        bank,
        "Three that fit: the Old Mill barn at £1,200 for the evening; a rooftop bar in "
        "Shoreditch at £900 with a minimum spend; and the Crown pub's function room for £300.",
        "2026-05-04T19:01:00Z",
        role="assistant",
    )
    body = _said(
        client, bank, "the rooftop one's a no, half of them hate heights", "2026-05-04T19:02:00Z"
    )
    held = _memories(client, bank)
    rooftop = next(m for t, m in held.items() if t.startswith("a rooftop bar"))
    assert [n["memory_id"] for n in body["negated"]] == [rooftop["id"]]
    assert rooftop["status"] == "negated"
    assert next(m for t, m in held.items() if "Old Mill" in t)["status"] == "active"
    # days later, in another session, the user takes one by its name
    decision = _takes(
        client,
        bank,
        "right, we're going with the Old Mill one",
        "2026-05-08T12:00:00Z",
        "the Old Mill barn at £1,200 for the evening",
    )
    texts = _top(client, bank, "which venue did we book for the party?")
    # the decision outranks the list it took from; the option turned down is gone
    assert decision["text"] in texts
    listed = [t for t in texts if t.startswith("Three that fit")]
    assert not listed or texts.index(decision["text"]) < texts.index(listed[0])
    assert not any(t.startswith("a rooftop bar") for t in texts)


def test_a_chinese_option_turned_down_by_place_and_one_taken_by_name(
    client: TestClient, bank: str
) -> None:
    _said(client, bank, "下学期想给儿子报个编程班，帮我看看", "2026-06-01T20:00:00+08:00")
    _said(
        client,
        bank,
        "附近有三个：一是乐高机器人班，每周六上午，一学期3200；二是少儿Python线上课，"
        "每周两次晚上，一学期2600；三是科技馆的创客营，暑假集中两周，1800。",
        "2026-06-01T20:01:00+08:00",
        role="assistant",
    )
    body = _said(client, bank, "第二个不考虑 他晚上要写作业", "2026-06-01T20:03:00+08:00")
    held = _memories(client, bank)
    online = next(m for t, m in held.items() if t.startswith("二是"))
    assert [n["memory_id"] for n in body["negated"]] == [online["id"]]
    body = _said(client, bank, "跟他妈商量了，那就乐高机器人班", "2026-06-03T21:00:00+08:00")
    decision = body["created"][0]
    assert decision["kind"] == "decision"
    assert "乐高机器人班，每周六上午，一学期3200" in decision["text"]
    top = recall(client, bank, "儿子的编程班一学期多少钱？", top_k=3)
    assert any("3200" in m["text"] for m in top["memories"])
    assert not any("2600" in m["text"] for m in top["memories"])


def test_one_of_several_options_in_one_memory_is_never_negated_with_the_others(
    client: TestClient, bank: str
) -> None:
    _said(
        client,
        bank,
        "Options for the flight: BA at 7:05 from Heathrow, easyJet at 9:40 from Gatwick, "
        "and Vueling at 13:15 from Gatwick.",
        "2026-07-01T10:00:00Z",
        role="assistant",
    )
    _said(client, bank, "I need to sort the dog sitter too", "2026-07-01T10:00:30Z")
    body = _said(client, bank, "not the Vueling one, that lands too late", "2026-07-01T10:01:00Z")
    assert body["negated"] == []
    body = _said(client, bank, "book the easyJet one then", "2026-07-01T10:02:00Z")
    decision = body["created"][0]
    assert decision["text"].endswith("→ easyJet at 9:40 from Gatwick")
    held = _memories(client, bank)
    assert all(m["status"] == "active" for t, m in held.items() if t.startswith("Options"))


def test_a_pointer_two_options_fit_changes_nothing(client: TestClient, bank: str) -> None:
    _said(
        client,
        bank,
        "徐汇有两套：一套是徐汇滨江的两居，月租7500；另一套是徐汇中心的两居，月租6800。",
        "2026-08-01T10:00:00+08:00",
        role="assistant",
    )
    body = _said(client, bank, "徐汇那套算了", "2026-08-01T10:05:00+08:00")
    assert body["negated"] == []
    assert all(m["status"] == "active" for m in _memories(client, bank).values())


def test_a_turn_that_offers_no_choice_is_no_list(client: TestClient, bank: str) -> None:
    _said(
        client,
        bank,
        "I met the Smiths at the market. Their son is at Leeds now.",
        "2026-08-03T10:00:00Z",
    )
    body = _said(client, bank, "We went with the Smiths to the beach", "2026-08-03T10:05:00Z")
    assert "→" not in body["created"][0]["text"]
    assert "option.taken" not in body["created"][0]["signals"]


def test_only_the_user_chooses(client: TestClient, bank: str) -> None:
    _said(
        client,
        bank,
        "Two plans: the basic plan at $10 a month; the family plan at $18 a month.",
        "2026-08-02T10:00:00Z",
        role="assistant",
    )
    body = _said(
        client,
        bank,
        "I'd go with the family one if I were you",
        "2026-08-02T10:01:00Z",
        role="assistant",
    )
    assert body["negated"] == [] and body["created"][0]["kind"] != "decision"


def _option(text: str) -> dict:
    return {"id": text, "text": text, "kind": "fact", "signals": [], "embedding": None,
            "embedding_ml": None}  # fmt: skip


def test_choose_prefers_the_latest_list_that_has_the_option_and_skips_questions() -> None:
    lists = [
        {"content": "A or B? Or the C?", "parts": [_option("Window or aisle?"), _option("x")]},
        {
            "content": "two: first the red one, a; then the blue one, b",
            "parts": [_option("the blue one, b"), _option("first the red one, a")],
        },
    ]
    picked = choose(Pointer("accept", ordinal=1), lists)
    assert isinstance(picked, Option) and picked.text == "first the red one, a"
    assert choose(Pointer("reject", words=("green",)), lists) is None


def test_a_series_is_cut_into_its_options_and_an_option_loses_its_opening() -> None:
    assert several("Three nearby: the Mill at £1,200, the Crown for £300, and a boat.") == [
        "the Mill at £1,200",
        "the Crown for £300",
        "a boat",
    ]
    assert several("你家附近有三家：一是阳光双语幼儿园，私立，每月6800") == []
    assert several("Dr Ines Alves, a retired surgeon, £40 an hour, Mondays and Fridays") == []
    assert several("可以选静安、徐汇和浦东三个区") == ["可以选静安", "徐汇", "浦东三个区"]
    # what each option says of itself in brackets is no cut; names and articles may mix
    assert several(
        "agent sent three: the Elm St one (2 bed, £1450), the Dock Rd loft (1 bed, £1300) and"
        " Park Ave (2 bed, £1600, has a garden)"
    ) == [
        "the Elm St one (2 bed, £1450)",
        "the Dock Rd loft (1 bed, £1300)",
        "Park Ave (2 bed, £1600, has a garden)",
    ]
    assert several("Priya Nair (a former teacher, £38 an hour), very patient") == []
    assert several(
        "two quotes for the boiler: British Gas at £2,900 or a local guy, Dave, at £2,300"
    ) == [
        "British Gas at £2,900",
        "a local guy, Dave, at £2,300",
    ]
    assert option_core("Here's the gist: a fixed rate at 4.1%") == "a fixed rate at 4.1%"
    assert option_core("附近有三个：一是乐高机器人班，每周六上午") == "乐高机器人班，每周六上午"
    assert option_core("and an HSBC 10-year fixed") == "an HSBC 10-year fixed"
    # a sentence before the first number opens the list; the name before the colon stays
    assert (
        option_core("Sure. 1) Little Acorns on Maple St: $1,650/mo, open 7 to 6")
        == "Little Acorns on Maple St: $1,650/mo, open 7 to 6"
    )
    assert option_core("好的。1、翠湖苑：两居，月租5200") == "翠湖苑：两居，月租5200"


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "for the phone plan it's between Mint at $30 and Visible at $25",
            ["Mint at $30", "Visible at $25"],
        ),
        ("either the Hilton or the Marriott, both near the venue", ["the Hilton", "the Marriott"]),
        ("五一想出去玩 考虑 厦门 或者 青岛", ["厦门", "青岛"]),
        ("买车在纠结 比亚迪汉 和 特斯拉Model 3", ["比亚迪汉", "特斯拉Model 3"]),
        ("between you and me, it's a mess", []),
        ("我和老婆周末去看了房", []),
        ("满一岁了 奶粉换成三段的了 还是飞鹤", []),
    ],
)
def test_two_options_said_in_one_breath_are_cut_apart(text: str, items: list[str]) -> None:
    """ "between X and Y", "either X or Y", and two Chinese options set apart by spaces around
    或者 or 和 ("考虑 厦门 或者 青岛") are a list of two; "between you and me", "我和老婆" and 还是
    ("still") are none."""
    assert several(text) == items


def test_an_ordinal_counts_the_options_in_the_order_the_turn_gives_them(
    client: TestClient, bank: str
) -> None:
    _said(
        client,
        bank,
        "Zurich has two that fit. The Seerose hotel by the lake, 240 francs a night. "
        "The Adler near the station, 180 francs a night.",
        "2026-09-01T09:00:00Z",
        role="assistant",
    )
    body = _said(client, bank, "let's take the second one", "2026-09-01T09:02:00Z")
    taken = body["created"][0]["text"].rstrip(".")
    assert taken.endswith("→ The Adler near the station, 180 francs a night")


def test_an_option_praised_then_taken_in_the_next_clause_is_taken(
    client: TestClient, bank: str
) -> None:
    _said(
        client,
        bank,
        "1) 2-bed on Leinster Road in Rathmines, €2,100. 2) 1-bed beside Drumcondra station, "
        "€1,750. 3) 2-bed in Phibsborough w/ a balcony, €2,250",
        "2026-07-07T19:00:00+01:00",
    )
    body = _said(
        client,
        bank,
        "the balcony one is gorgeous. we're going for it, deposit goes in monday",
        "2026-07-11T17:30:00+01:00",
        session="s2",
    )
    taken = [c for c in body["created"] if "option.taken" in c["signals"]]
    assert len(taken) == 1 and "Phibsborough" in taken[0]["text"]


def test_a_chinese_option_praised_then_taken_in_the_next_clause_is_taken(
    client: TestClient, bank: str
) -> None:
    _said(
        client,
        bank,
        "挑了三套：1）翠湖苑两居，6200，走到地铁站五分钟；2）金地格林三居整租，8500；"
        "3）汇智公寓一居，4300，在川沙",
        "2026-06-06T10:00:00+08:00",
        role="assistant",
    )
    body = _said(
        client,
        bank,
        "翠湖苑那套采光真不错。我们就定它了",
        "2026-06-08T20:30:00+08:00",
        session="s2",
    )
    taken = [c for c in body["created"] if "option.taken" in c["signals"]]
    assert len(taken) == 1 and "翠湖苑两居" in taken[0]["text"]


def test_the_cheaper_one_is_taken_and_the_dearer_one_turned_down_by_price(
    client: TestClient, bank: str
) -> None:
    _said(client, bank, "leo's party needs a cake, ideas?", "2026-04-15T12:10:00-04:00")
    _said(
        client,
        bank,
        "Two good ones nearby: a chocolate drip cake from Sweet Tooth Bakery ($68), "
        "or a dinosaur cupcake tower from Crumbtown ($45).",
        "2026-04-15T12:11:00-04:00",
        role="assistant",
    )
    body = _said(
        client,
        bank,
        "the cheaper one. he'll lose his mind over the dinos",
        "2026-04-15T12:12:00-04:00",
    )
    decision = body["created"][0]
    assert decision["kind"] == "decision"
    assert "Crumbtown" in decision["text"]


def test_the_dearer_chinese_option_is_turned_down_by_price(client: TestClient, bank: str) -> None:
    _said(client, bank, "千岛湖住的地方你帮我看看", "2026-04-08T20:00:00+08:00")
    _said(
        client,
        bank,
        "两个选择：湖境度假酒店，湖景房一晚1280；竹影民宿，家庭房一晚480，含早。",
        "2026-04-08T20:01:00+08:00",
        role="assistant",
    )
    body = _said(client, bank, "贵的那家就不考虑了 我妈肯定念叨一路", "2026-04-08T20:02:00+08:00")
    held = _memories(client, bank)
    dear = next(m for t, m in held.items() if "湖境" in t and "竹影" not in t)
    assert [n["memory_id"] for n in body["negated"]] == [dear["id"]]
    assert next(m for t, m in held.items() if "竹影" in t and "湖境" not in t)["status"] == "active"


def test_options_of_one_turn_never_replace_each_other(client: TestClient, bank: str) -> None:
    """A list whose options each name a price of one kind ("$24 per kid", "$19 per kid") is
    options, not a price and its update."""
    body = _said(
        client,
        bank,
        PARTY_PLACES,
        "2026-04-12T20:16:00-04:00",
        role="assistant",
    )
    assert body["superseded"] == []
    body = _said(
        client,
        bank,
        "给你两个：一是湖边的湖境度假酒店，湖景房一晚1800；二是镇上的竹影民宿，家庭房一晚480。",
        "2026-04-08T20:01:00+08:00",
        role="assistant",
        session="s2",
    )
    assert body["superseded"] == []
    body = _said(client, bank, "yep the bouncy one", "2026-04-12T20:17:00-04:00")
    decision = body["created"][0]
    assert decision["kind"] == "decision"
    assert "Bounce Republic" in decision["text"]


def test_options_not_taken_go_below_the_one_taken(client: TestClient, bank: str) -> None:
    """Once one option of a list is taken, the others are what was not chosen: they stay
    stored, and rank below, marked possibly outdated."""
    _said(
        client,
        bank,
        "leo turns 7 on may 9, need a party place, ~12 kids",
        "2026-04-12T20:15:00-04:00",
    )
    _said(
        client,
        bank,
        PARTY_PLACES,
        "2026-04-12T20:16:00-04:00",
        role="assistant",
    )
    _said(client, bank, "yep the bouncy one", "2026-04-12T20:17:00-04:00")
    held = _memories(client, bank)
    assert next(m for t, m in held.items() if t.startswith("2) Paint"))["status"] == "active"
    body = recall(
        client, bank, "Where is Leo's birthday party?", top_k=10, now="2026-05-01T10:00:00-04:00"
    )
    texts = [m["text"] for m in body["memories"]]
    taken = next(i for i, t in enumerate(texts) if "Bounce Republic" in t)
    for other in ("Paint & Fire", "Somerville library"):
        at = next((i for i, t in enumerate(texts) if other in t and "Bounce" not in t), None)
        assert at is None or at > taken
        flagged = [m for m in body["memories"] if other in m["text"]]
        assert all(m["scores"].get("possibly_outdated") for m in flagged)


def test_chinese_options_not_taken_go_below_the_one_taken(client: TestClient, bank: str) -> None:
    _said(client, bank, "孩子九月该上幼儿园了，附近有哪几家", "2026-05-10T20:00:00+08:00")
    _said(
        client,
        bank,
        "有三家：一是阳光双语幼儿园，私立，每月6800；二是区机关幼儿园，公办，要摇号；"
        "三是小区里的蓝天幼儿园，普惠性，步行五分钟，每月1500。",
        "2026-05-10T20:01:00+08:00",
        role="assistant",
    )
    _said(client, bank, "商量好了 就小区里那家", "2026-05-12T21:00:00+08:00", session="s2")
    body = recall(client, bank, "孩子上的哪个幼儿园？", top_k=10, now="2026-06-01T10:00:00+08:00")
    texts = [m["text"] for m in body["memories"]]
    taken = next(i for i, t in enumerate(texts) if "蓝天" in t)
    for other in ("阳光双语", "区机关"):
        at = next((i for i, t in enumerate(texts) if other in t and "蓝天" not in t), None)
        assert at is None or at > taken
        flagged = [m for m in body["memories"] if other in m["text"] and "蓝天" not in m["text"]]
        assert all(m["scores"].get("possibly_outdated") for m in flagged)


@pytest.mark.parametrize(
    ("asked", "listed", "no", "taken", "query", "zone"),
    [
        (
            "孩子九月该上幼儿园了，附近有哪几家",
            "有三家：一是阳光双语幼儿园，私立，每月6800；二是区机关幼儿园，公办，要摇号；"
            "三是小区里的蓝天幼儿园，普惠性，步行五分钟，每月1500。",
            "双语那个算了，一个月六千八 我俩工资扛不住",
            "商量好了 就小区里那家",
            "幼儿园一个月学费多少？",
            "+08:00",
        ),
        (
            "can you find us a roofer? the leak is getting worse",
            ROOF_QUOTES,
            "forget harlow, way over budget",
            "ok let's go with Kestrel",
            "how much is the roof going to cost us?",
            "+01:00",
        ),
    ],
)
def test_a_no_to_an_option_is_passed_over_with_it_when_another_is_taken(
    client: TestClient,
    bank: str,
    asked: str,
    listed: str,
    no: str,
    taken: str,
    query: str,
    zone: str,
) -> None:
    """The no to an option ("双语那个算了，一个月六千八") is the history of a choice once another
    is taken: marked possibly outdated with the option, below what holds."""
    _said(client, bank, asked, "2026-05-10T20:00:00" + zone)
    _said(client, bank, listed, "2026-05-10T20:01:00" + zone, role="assistant")
    _said(client, bank, no, "2026-05-10T20:02:00" + zone)
    _said(client, bank, taken, "2026-05-12T21:00:00" + zone, session="s2")
    body = recall(client, bank, query, top_k=10, now="2026-06-01T10:00:00" + zone)
    texts = [m["text"] for m in body["memories"]]
    chosen = next(i for i, t in enumerate(texts) if TAKES in t)
    said_no = next(i for i, t in enumerate(texts) if t == no)
    assert chosen < said_no
    assert body["memories"][said_no]["scores"].get("possibly_outdated")


def test_an_option_taken_or_turned_down_by_a_lowercase_description_is_resolved(
    client: TestClient, bank: str
) -> None:
    _said(
        client, bank, "the breeder still has kittens, we're going to look", "2026-02-07T10:00:00Z"
    )
    _said(
        client,
        bank,
        "three left: Miso, ginger boy, 12 weeks. Tofu, tabby girl, 10 weeks. Bean, black and "
        "white, very shy",
        "2026-02-07T10:01:00Z",
    )
    body = _said(client, bank, "skip the ginger boy, he hissed at the kids", "2026-02-07T10:05:00Z")
    held = _memories(client, bank)
    miso = next(m for t, m in held.items() if "Miso" in t)
    # an item without a verb is an option like the others, not small talk
    assert any(t.startswith("Bean, black and white") for t in held)
    assert [n["memory_id"] for n in body["negated"]] == [miso["id"]]
    decision = _takes(
        client,
        bank,
        "we're taking the tabby girl home saturday!!",
        "2026-02-09T18:00:00Z",
        "Tofu, tabby girl, 10 weeks",
    )
    texts = _top(client, bank, "which kitten are we getting?")
    assert decision["text"] in texts and not any("Miso" in t for t in texts)


def test_a_chinese_option_taken_by_a_description_after_a_verb_is_resolved(
    client: TestClient, bank: str
) -> None:
    _said(
        client,
        bank,
        "救助站说有三只适合我们：一是豆豆，两岁的柯基；二是旺财，八岁的老土狗，很安静；三是球球，五个月的泰迪",
        "2026-02-07T10:01:00Z",
    )
    _takes(
        client,
        bank,
        "商量好了，就领老土狗回家",
        "2026-02-09T18:00:00Z",
        "旺财，八岁的老土狗，很安静",
    )


@pytest.mark.parametrize(
    ("listed", "turned_down", "taken", "option"),
    [
        (
            ROOF_QUOTES,
            "skip the harlow one, way over budget",
            "ok book the second one for april",
            "Kestrel & Sons, £6,900, 5 years",
        ),
        (
            ZH_QUOTES,
            "鑫达那家太贵了",
            "想了两天，还是选第二个吧",
            "老周的施工队，半包十一万，工期两个月",
        ),
        (
            ROOF_QUOTES,
            "skip the harlow one, way over budget",
            "fine, book the other one for april",
            "Kestrel & Sons, £6,900, 5 years",
        ),
        (
            ZH_QUOTES,
            "鑫达那家太贵了",
            "那就另一家吧",
            "老周的施工队，半包十一万，工期两个月",
        ),
    ],
)
def test_a_list_keeps_its_places_after_one_option_is_turned_down(  # "the second", "the other"
    client: TestClient, bank: str, listed: str, turned_down: str, taken: str, option: str
) -> None:
    _said(client, bank, listed, "2026-03-02T09:00:00Z", role="assistant")
    assert len(_said(client, bank, turned_down, "2026-03-02T09:05:00Z")["negated"]) == 1
    _takes(client, bank, taken, "2026-03-04T09:00:00Z", option)


def test_of_two_options_a_description_fits_the_one_not_turned_down_is_taken() -> None:
    listing = {
        "content": "Three you could do:\n1) a hatchback lease\n2) an electric lease\n3) a used SUV",
        "parts": [
            _option("1) a hatchback lease"),
            {**_option("2) an electric lease"), "turned_down": True},
            _option("3) a used SUV"),
        ],
    }
    picked = choose(Pointer("accept", words=("lease",)), [listing])
    assert isinstance(picked, Option) and picked.text == "1) a hatchback lease"
    both = {**listing, "parts": [_option(p["text"]) for p in listing["parts"]]}
    assert choose(Pointer("accept", words=("lease",)), [both]) == "unsure"


def test_a_numbered_option_keeps_the_name_before_its_colon() -> None:
    assert option_core("2. Casa Luna (Spanish immersion): $2,050/month") == (
        "Casa Luna (Spanish immersion): $2,050/month"
    )
    assert option_core("可以看看这几类：1. 北京名校研学营，7天") == "北京名校研学营，7天"


@pytest.mark.parametrize(
    ("listed", "taken", "option"),
    [
        (
            "Here's what I found:\n1. Maple Grove (Elm St): $1,400/month, open till 6pm.\n"
            "2. Little Sprouts (forest school): $1,650/month, closes at 5pm.\n"
            "3. KinderCare (Main St): $1,900/month, open till 7pm.\nAny favourite?",
            "ok we talked it over, the second one. she loves being outside",
            "Little Sprouts (forest school): $1,650/month, closes at 5pm",
        ),
        (
            "给你整理了一下：1. 杭州西溪营，6天，5200元，住帐篷；2. 厦门鼓浪屿营，5天，3900元，"
            "每天下海；3. 本地足球营，8天走读，1800元。你看哪个合适？",
            "商量了一下 就第二个吧",
            "厦门鼓浪屿营，5天，3900元，每天下海",
        ),
    ],
)
def test_an_option_of_a_numbered_list_is_taken_by_its_place_with_its_name(
    client: TestClient, bank: str, listed: str, taken: str, option: str
) -> None:
    _said(client, bank, listed, "2026-03-02T09:00:00Z", role="assistant")
    _takes(client, bank, taken, "2026-03-09T09:00:00Z", option)


@pytest.mark.parametrize(
    ("listing", "pointing", "taken", "others"),
    [
        (
            "1. 14 Cranbrook Rd, 2 bed, £1,650, right next to the park, tiny kitchen\n"
            "2. Flat 3, 88 Station Parade, £1,550, 5 min from the tube\n"
            "3. 21 Elm Grove, £1,720, big garden, 20 min walk to the station",
            "decided!! we're going for the one near the park",
            "14 Cranbrook Rd",
            ("Station Parade", "Elm Grove"),
        ),
        (
            "1. 滨江花园 两间卧室 月租5200 离地铁站两百米\n"
            "2. 金色家园 一室一厅 月租3900 老小区\n"
            "3. 阳光城 三室 月租6100 带花园",
            "定了 就选离地铁站近的那个",
            "滨江花园",
            ("金色家园", "阳光城"),
        ),
    ],
    ids=["en", "zh"],
)
def test_a_numbered_option_that_names_a_count_is_an_option_not_the_lists_opening(
    client: TestClient,
    bank: str,
    listing: str,
    pointing: str,
    taken: str,
    others: tuple[str, ...],
) -> None:
    """ "1. 14 Cranbrook Rd, 2 bed, …" names two of something, as "two that fit" opens a list
    of two; numbered, it is the first option all the same (before, it was dropped as the
    list's opening, and the one near the park could not be taken)."""
    _said(client, bank, listing, "2026-06-06T14:00:00+01:00")
    decision = _said(client, bank, pointing, "2026-06-09T21:00:00+01:00", session="s2")
    assert any(taken in c["text"] for c in decision["created"]), decision["created"]
    body = recall(client, bank, "the new flat", top_k=10, now="2026-07-06T19:00:00+01:00")
    flagged = [m for m in body["memories"] if any(o in m["text"] for o in others)]
    flagged = [m for m in flagged if taken not in m["text"]]
    assert flagged and all(m["scores"].get("possibly_outdated") for m in flagged)
