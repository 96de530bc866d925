"""Entity mentions and search terms for English, Chinese and mixed text (no graph needed)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from service.language.entities import KINDS, EntityExtractor, EntityMention, entity_key


@pytest.fixture(scope="module")
def extractor() -> EntityExtractor:
    return EntityExtractor()


def by_key(mentions: list[EntityMention]) -> dict[str, EntityMention]:
    return {mention.key: mention for mention in mentions}


@pytest.mark.parametrize(
    ("text", "key", "kind"),
    [
        ("We met John Smith at the World Cup.", "john smith", "person"),
        ("We met John Smith at the World Cup.", "world cup", "event"),
        ("Bob said he will fly to Paris next week.", "bob", "person"),
        ("Bob said he will fly to Paris next week.", "paris", "place"),
        ("She works at Google in Mountain View.", "google", "organization"),
        ("She works at Google in Mountain View.", "mountain view", "place"),
        ("Dr. Smith from the University of Oxford visited Tokyo.", "university of oxford",
         "organization"),
        ("We kicked off Project Phoenix with Acme Corp in Berlin.", "project phoenix", "project"),
        ("We kicked off Project Phoenix with Acme Corp in Berlin.", "acme corp", "organization"),
        ("Tell the project manager about Project X.", "project x", "project"),
        ("Where is order #A-1234?", "a-1234", "order"),
        ("And order 12345 was shipped by Amazon.", "12345", "order"),
        ("Please check #B-778 today.", "b-778", "order"),
        ("We chose plan A over plan B.", "plan a", "concept"),
        ("We chose plan A over plan B.", "plan b", "concept"),
        ("Switch the agent to GPT-4 for drafts.", "gpt-4", "product"),
    ],
)  # fmt: skip
def test_english_entities_have_their_kind(
    extractor: EntityExtractor, text: str, key: str, kind: str
) -> None:
    assert_kind(extractor, text, key, kind)


@pytest.mark.parametrize(
    ("text", "key", "kind"),
    [
        ("张伟去北京见李娜", "张伟", "person"),
        ("张伟去北京见李娜", "北京", "place"),
        ("张伟去北京见李娜", "李娜", "person"),
        ("周杰伦的演唱会在上海举行", "周杰伦", "person"),
        ("我女儿在清华大学读书", "清华大学", "organization"),
        ("阿里巴巴集团和中国银行合作", "阿里巴巴集团", "organization"),
        ("阿里巴巴集团和中国银行合作", "中国银行", "organization"),
        ("腾讯公司发布了微信", "腾讯公司", "organization"),
        ("腾讯公司发布了微信", "微信", "product"),
        ("阿波罗项目的预算增加了", "项目阿波罗", "project"),
        ("项目X延期了", "项目x", "project"),
        ("“天宫”项目启动了", "项目天宫", "project"),
        ("我的订单号A-1234还没到", "a-1234", "order"),
        ("订单12345已发货", "12345", "order"),
        ("单号 98765 查不到", "98765", "order"),
        ("我们选方案A", "方案a", "concept"),
        ("不选B方案", "方案b", "concept"),
        ("我女儿在清华大学读书", "女儿", "concept"),
    ],
)
def test_chinese_entities_have_their_kind(
    extractor: EntityExtractor, text: str, key: str, kind: str
) -> None:
    assert_kind(extractor, text, key, kind)


@pytest.mark.parametrize(
    ("text", "name", "swallowed"),
    [("张伟飞上海", "张伟", "张伟飞"), ("小明和小红去了杭州", "小红", "和小红")],
)
def test_chinese_name_does_not_swallow_a_verb_or_conjunction(
    extractor: EntityExtractor, text: str, name: str, swallowed: str
) -> None:
    mentions = by_key(extractor.extract(text))
    assert mentions[name].kind == "person"
    assert text[mentions[name].start : mentions[name].end] == name
    assert swallowed not in mentions


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("我以前都去小区门口那家诊所 何医生 周末也开", "何医生"),
        ("赵医生说下个月要复查", "赵医生"),
        ("合同的事问了周律师，她说没问题", "周律师"),
        ("孙教练让我每天多跑两公里", "孙教练"),
        ("黄经理下午要过来看方案", "黄经理"),
        ("王师傅来过了 说是点火针老化", "王师傅"),
    ],
)
def test_a_surname_and_a_title_name_a_person(
    extractor: EntityExtractor, text: str, name: str
) -> None:
    """Chinese calls people by surname and title (何医生, 王师傅); jieba often splits them."""
    mentions = by_key(extractor.extract(text))
    assert name in mentions and mentions[name].kind == "person"
    assert text[mentions[name].start : mentions[name].end] == name


@pytest.mark.parametrize(
    ("text", "not_a_person"),
    [
        ("这周医生说要复查", "周医生"),
        ("下周老师要家访", "周老师"),
        ("如何医生都说多喝水", "何医生"),
        ("一周总共跑了三次", "周总"),
        ("我和老师说了孩子的情况", "和老师"),
        ("上课时老师说要带尺子", "时老师"),
        ("对于医生来说这很常见", "于医生"),
    ],
)
def test_a_title_after_a_word_that_only_looks_like_a_surname_names_no_one(
    extractor: EntityExtractor, text: str, not_a_person: str
) -> None:
    assert not_a_person not in by_key(extractor.extract(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我和Alice在上海见了Bob", {"alice": "person", "上海": "place", "bob": "person"}),
        ("昨天 Bob said he will fly to Paris", {"bob": "person", "paris": "place"}),
        ("Project Apollo 的订单号A-1234", {"project apollo": "project", "a-1234": "order"}),
        ("我们在讨论iPhone 15的发布", {"iphone 15": "product"}),
    ],
)
def test_mixed_text_sends_each_language_its_own_way(
    extractor: EntityExtractor, text: str, expected: dict[str, str]
) -> None:
    mentions = by_key(extractor.extract(text))
    assert {key: mentions[key].kind for key in expected if key in mentions} == expected


@pytest.mark.parametrize(
    ("texts", "key", "kind"),
    [
        (
            [
                "Project Apollo is late.",
                "The Apollo project is late.",
                "project apollo's budget was cut",
                "Our Apollo project is late.",
            ],
            "project apollo",
            "project",
        ),
        (["阿波罗项目的预算增加了", "项目阿波罗延期了"], "项目阿波罗", "project"),
        (["订单号A-1234还没到", "Where is order #A-1234?", "I asked about #A-1234."], "a-1234",
         "order"),
        (["方案A更便宜", "A方案更便宜"], "方案a", "concept"),
    ],
)  # fmt: skip
def test_spellings_of_one_thing_share_a_key(
    extractor: EntityExtractor, texts: list[str], key: str, kind: str
) -> None:
    for mentions in extractor.extract_many(texts):
        assert by_key(mentions)[key].kind == kind


def test_plan_a_and_its_chinese_name_stay_apart(extractor: EntityExtractor) -> None:
    keys = set(by_key(extractor.extract("We chose plan A. 我们选了方案A。")))
    assert {"plan a", "方案a"} <= keys


def test_first_occurrence_wins_and_duplicates_are_dropped(extractor: EntityExtractor) -> None:
    mentions = extractor.extract("Project Apollo is late; the Apollo project budget grew.")
    apollo = [m for m in mentions if m.key == "project apollo"]
    assert [(m.name, m.start) for m in apollo] == [("Project Apollo", 0)]


def test_noun_chunk_overlapping_an_entity_keeps_only_its_own_part(
    extractor: EntityExtractor,
) -> None:
    keys = set(by_key(extractor.extract("The Apollo project budget grew.")))
    assert "project apollo" in keys
    assert "budget" in keys
    assert not keys & {"apollo", "apollo project budget", "the apollo project budget"}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("My daughter loves the budget.", ["daughter", "budget"]),
        ("Their old car broke down near a bakery.", ["old car", "bakery"]),
    ],
)
def test_noun_chunks_lose_determiners_and_possessives(
    extractor: EntityExtractor, text: str, names: list[str]
) -> None:
    concepts = [m for m in extractor.extract(text) if m.kind == "concept"]
    assert [m.name for m in concepts] == names
    assert [m.key for m in concepts] == names


@pytest.mark.parametrize(
    "text",
    [
        "She told me yesterday that they will meet us on Monday at 5pm.",
        "I think it is something about the time we spent, 3 days ago, 50% of it.",
        "明天下午三点我们再说",
    ],
)
def test_pronouns_dates_and_generic_words_are_not_entities(
    extractor: EntityExtractor, text: str
) -> None:
    keys = set(by_key(extractor.extract(text)))
    unwanted = {"she", "me", "they", "us", "i", "it", "yesterday", "monday", "5pm", "something",
                "time", "3 days", "50%", "明天", "下午", "三点", "我们"}  # fmt: skip
    assert not keys & unwanted, keys


@pytest.mark.parametrize(
    "text",
    [
        "Project Apollo is late; order #A-1234 ships from Berlin.",
        "我和Alice在上海见了Bob，订单号A-1234还没到",
        "“天宫”项目和Project X.",
    ],
)
def test_offsets_point_at_the_name(extractor: EntityExtractor, text: str) -> None:
    mentions = extractor.extract(text)
    assert mentions
    assert all(text[m.start : m.end] == m.name for m in mentions)
    assert [m.start for m in mentions] == sorted(m.start for m in mentions)
    assert {m.kind for m in mentions} <= set(KINDS)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("  The   Apollo  Project ", "apollo project"),
        ("Ｐｒｏｊｅｃｔ　Ａｐｏｌｌｏ", "project apollo"),
        ("Apollo's", "apollo"),
        ("“Budget”", "budget"),
        ("a budget", "budget"),
        ("An Wei", "an wei"),
        ("C#", "c#"),
        ("#A-1234", "a-1234"),
        ("张伟", "张伟"),
    ],
)
def test_entity_key_is_canonical(text: str, key: str) -> None:
    assert entity_key(text) == key


def test_search_terms_are_english_lemmas_without_stop_words(extractor: EntityExtractor) -> None:
    terms = extractor.search_terms("The users were running to Shanghai!").split()
    assert {"user", "run", "shanghai"} <= set(terms)
    assert not set(terms) & {"the", "were", "to", "!"}


def test_search_terms_segment_chinese(extractor: EntityExtractor) -> None:
    terms = extractor.search_terms("我下周三飞上海").split()
    assert "上海" in terms
    assert "我" not in terms


def test_search_terms_handle_mixed_text(extractor: EntityExtractor) -> None:
    terms = extractor.search_terms("张伟飞上海 to meet the users, 订单12345").split()
    assert {"张伟", "上海", "meet", "user", "12345"} <= set(terms)
    assert "张伟飞" not in terms


def test_extract_many_matches_extract(extractor: EntityExtractor) -> None:
    texts = ["Bob flew to Paris.", "", "张伟去北京", "订单号A-1234 for Alice"]
    assert extractor.extract_many(texts) == [extractor.extract(text) for text in texts]
    assert extractor.extract_many([]) == []


def test_concurrent_calls_give_the_same_answers(extractor: EntityExtractor) -> None:
    texts = [
        "Project Apollo is late; order #A-1234 ships from Berlin.",
        "我和Alice在上海见了Bob，订单号A-1234还没到",
        "张伟飞上海",
        "The users were running to Shanghai",
    ] * 8
    expected = [extractor.extract(text) for text in texts]
    with ThreadPoolExecutor(max_workers=8) as pool:
        assert list(pool.map(extractor.extract, texts)) == expected
        assert list(pool.map(extractor.search_terms, texts)) == [
            extractor.search_terms(text) for text in texts
        ]


@pytest.mark.parametrize(
    ("text", "key", "kind"),
    [
        ("United cancelled my flight and rebooked me on UA 837.", "ua 837", "event"),
        ("航班取消了，航司给我改签到CA1519，10月3号早上八点", "ca1519", "event"),
        ("Repair ticket R-7716.", "r-7716", "order"),
        ("Updated: repair R-7716 ready for pickup.", "r-7716", "order"),
        ("Your booking ref K9X24 is confirmed.", "k9x24", "order"),
        ("维修工单R-7716已经受理", "r-7716", "order"),
    ],
)
def test_flight_numbers_and_reference_ids_are_entities(
    extractor: EntityExtractor, text: str, key: str, kind: str
) -> None:
    assert_kind(extractor, text, key, kind)


@pytest.mark.parametrize(
    ("text", "not_a_flight"),
    [
        ("We fly out in Q3 2026 for the launch.", "q3 2026"),
        ("The GB 2312 encoding is old.", "gb 2312"),  # no word of flying
    ],
)
def test_codes_that_are_no_flight_numbers(
    extractor: EntityExtractor, text: str, not_a_flight: str
) -> None:
    mention = by_key(extractor.extract(text)).get(not_a_flight)
    assert mention is None or mention.kind != "event"


def test_a_year_after_booking_is_no_reference_id(extractor: EntityExtractor) -> None:
    keys = by_key(extractor.extract("I'm booking 2026 trips early this year."))
    assert "2026" not in keys


def assert_kind(extractor: EntityExtractor, text: str, key: str, kind: str) -> None:
    mentions = by_key(extractor.extract(text))
    assert key in mentions, sorted(mentions)
    assert mentions[key].kind == kind


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("honestly a relief, pete's decks were 40 slides", "pete"),
        ("end of an era, pete's last day is friday", "pete"),
        ("dom's birthday is june 3", "dom"),
        ("Farida's quote came in at $500", "farida"),
        ("Ingrid. very direct, zero small talk, weirdly i like it", "ingrid"),
    ],
)
def test_someone_whose_thing_it_is_is_a_person_in_lowercase_chat(
    extractor: EntityExtractor, text: str, person: str
) -> None:
    """A possessive without an article ("pete's decks") is someone's: a name, even typed in
    lowercase, where the parser sees a common noun; so is a proper noun said alone, as an
    answer ("Ingrid.")."""
    assert by_key(extractor.extract(text))[person].kind == "person"


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("she wants it the 2nd tuesday of every month, and max 10 slides. no appendix", "max"),
        ("we're looking at used cars, budget is 18k max, hatchback ideally", "max"),
        ("two hours max per session, she gets bored", "max"),
        ("the venue's price went up again", "venue"),
        ("today's meeting got moved", "today"),
        ("my sister's flat is in leith", "sister"),
        ("deposit's due on friday", "deposit"),
        ("mum's flight lands at 6", "mum"),
        ("Thanks. see you Tuesday.", "thanks"),
        ("Paris. it was lovely", "paris"),
    ],
)
def test_a_word_by_a_number_or_a_thing_with_an_article_is_no_person(
    extractor: EntityExtractor, text: str, word: str
) -> None:
    """ "max 10 slides", "18k max" are limits, not Max; "the venue's price" a thing's; "today's"
    a day's; "my sister's" is someone's, but she is said as kin, not by name."""
    found = by_key(extractor.extract(text)).get(word)
    assert found is None or found.kind != "person"


def test_a_lowercase_name_away_from_a_number_is_a_person(extractor: EntityExtractor) -> None:
    found = by_key(extractor.extract("I asked max about it, he has 2 spare tickets")).get("max")
    assert found is not None and found.kind == "person"


def test_a_month_or_weekday_said_short_is_searched_by_its_whole_name(
    extractor: EntityExtractor,
) -> None:
    assert extractor.search_terms("feb bill: £142").split()[0] == "february"
    terms = extractor.search_terms("climbing on tues and thurs nights, back by sept").split()
    assert {"tuesday", "thursday", "september"} <= set(terms)
    assert "sun" in extractor.search_terms("sitting in the sun").split()  # a word, not Sunday
