"""Whether a short fragment says anything a memory should keep.

Conversations are full of pieces that carry no fact once cut from their turn: "ok wedding
stuff", "lovely. more money", "Glad to hear it", "就这个", "好吧 痛苦", "行 我看看", and the
assistant's questions ("Shall I set an alarm?", "要不要我提醒你？"). Stored as memories they
fill the top of recall with nothing. The episode keeps their words; no memory is made of them.

The test reads parts of speech, not phrase lists (spaCy's for English, jieba's for Chinese,
mapped onto a few coarse tags): a fact needs something it is about and something said of it,
a noun together with a verb ("signed it this morning", "my knee hurts"; in Chinese an
adjective is a predicate too: "膝盖疼"), or
the speaker saying something of themselves ("I'm exhausted", "我不吃辣"). A named entity or a
typed value (a time, an amount, a code) is enough on its own; the caller checks those first.
An assistant's question is a fact only when it offers a choice ("A or B?", "A还是B？"): what
it asks is not what anyone knows. A user's words about the assistant ("you're a star") are
about no one the memory serves. Only fragments up to ``MAX_WORDS`` words are judged: a longer
one nearly always says something, and the risk of losing a fact is not worth taking there.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.language.script import has_han

__all__ = [
    "MAX_WORDS",
    "Tagged",
    "asks",
    "asks_open",
    "coarse_zh",
    "fact_free",
    "offers_choice",
    "proposition",
    "reacts",
]

MAX_WORDS = 8

Tagged = tuple[str, str]  # (word, coarse tag): NOUN, NUM, VERB, ADJ, PRON, NEG or X

_FIRST_PERSON = frozenset(
    {"i", "we", "me", "us", "my", "our", "我", "我们", "咱", "咱们", "俺", "我家", "咱家", "俺家"}
)
_SECOND_PERSON = frozenset({"you", "your", "你", "您", "你们"})
# A Chinese reply of particles and assent alone ("嗯嗯", "哈哈 好", "是的", "可以"): a bare yes.
_ZH_BARE_REPLY = re.compile(
    r"(?i)(?:[嗯恩哦噢喔啊呀哈呵嘿嗷唔额呃好行对是的吧呢啦嘛了哒]|可以|没问题|ok)+"
)
_EN_BARE_REPLY = re.compile(
    r"(?i)(?:(?:yes|yeah|yep|yup|ya|no|nope|nah|ok|okay|k|kk|sure|lol|haha|hmm|obviously"
    r"|definitely|totally|absolutely|of course|not really|maybe|probably|not sure|no idea"
    r"|dunno|idk|tbh|great|perfect|fine|cool|nice|awesome|good)[\s,.!]*)+"
)
_CHOICE = re.compile(r"(?i)\bor\b|还是|或者|或是")
# "the second one", "第二个", "the latter": a pointer at one of the options listed before.
_ORDINAL = re.compile(
    r"(?i)\b(?:first|second|third|fourth|fifth|last|latter|former)\b|第[一二三四五六七八九十\d]+"
)
# A word that asks for something (Chinese asks with a verb, 麻烦 or 请, which the parts of
# speech already read).
_PLEASE = re.compile(r"(?i)\b(?:please|pls|plz)\b")
_COURTESY = frozenset({"please", "pls", "plz", "thanks", "thank", "thx", "cheers"})
# A final 吧 asks only after 是 or 对 ("是吧", "对吧"): else it suggests or gives in ("那就周六吧",
# "5200 行吧", "算了吧"), which says something.
_QUESTION = re.compile(r"[?？]\s*$|(?:[吗呢]|[是对]吧)\s*[。.!！]?\s*$")


def coarse_zh(flag: str) -> str:
    """jieba's part-of-speech flag as a coarse tag."""
    if (flag.startswith(("n", "vn", "s", "t")) and flag != "nx") or flag == "eng":
        return "NOUN"
    if flag.startswith("m"):
        return "NUM"
    if flag == "d":
        return "X"
    if flag.startswith("v"):
        return "VERB"
    if flag.startswith(("a", "b", "z")):
        return "ADJ"
    if flag.startswith("r"):
        return "PRON"
    return "X"


def fact_free(
    text: str,
    role: str,
    words: Sequence[Tagged],
    to_assistant: bool = True,
    answer: bool = False,
    quality: bool = False,
) -> bool:
    """Whether ``text`` (one event, without entities or typed values) says no fact. ``words``
    are its words with coarse tags, punctuation left out. ``to_assistant``: said to the
    assistant (not one person to another in a transcript, "Caroline: …", where "you" is
    someone the memory serves). ``answer``: the user's reply to a question the assistant
    just asked, whose subject the question said ("Any format preference?" / "physical only,
    paperback or hardcover"; "座位要靠窗还是过道？" / "过道"): a thing named is the fact (in
    Chinese anything but a bare yes or no, "嗯嗯", "哈哈 好"). ``quality``: the question asks
    for a value, not how something went, so a quality named answers it too ("What size for
    the gown?" / "medium"; not "How did it go?" / "fine mostly")."""
    if len(words) > MAX_WORDS:
        return False
    if answer and role == "user" and _answers(text, words, quality):
        return False
    if role == "assistant" and asks(text):
        return not offers_choice(text)
    if role == "assistant" and reacts(words):
        return True
    if _ORDINAL.search(text):
        return False
    if role == "user" and _SCALE.search(text):
        return False  # a liking said as a scale: "the spicier the better", "越辣越好"
    tags = {tag for _, tag in words}
    pronouns = [w.lower() for w, tag in words if tag == "PRON"]
    mine = bool(_FIRST_PERSON & set(pronouns))
    if to_assistant and role == "user" and pronouns and pronouns[0] in _SECOND_PERSON and not mine:
        return True  # about the assistant: "you're a star", "你太懂我了"
    named = [w for w, tag in words if tag == "NOUN" and w.lower() not in _COURTESY]
    if to_assistant and role == "user" and named and _PLEASE.search(text):
        return False  # the thing asked for: "recap of the vendor call pls", "summary…, please"
    # English says a thing of a noun with a verb ("my knee hurts", "online's fine"); Chinese
    # may with an adjective alone ("膝盖疼"), English rarely ("more money", "ok wedding stuff").
    said = bool(tags & ({"VERB", "ADJ"} if has_han(text) else {"VERB"}))
    if tags & {"NOUN", "NUM"} and said:
        return False
    # Else only the speaker saying something of themselves: "I'm vegetarian", "我戒了".
    return not (mine and tags & {"ADJ", "NOUN", "NEG", "VERB"})


# A comparative said as a scale of what one wants: "the hotter the better", "the sooner the
# better", "越辣越好" (not "越来越", "more and more")
_SCALE = re.compile(
    r"(?i)\bthe\s+(?:more|less|[a-z]+er)\b[^.!?]{0,30}?"
    r"\bthe\s+(?:more|less|better|worse|[a-z]+er)\b"
    r"|越(?!来越)[\u4e00-\u9fff]{1,3}越"
)


# What the assistant thinks of what it was just told: a pointer back at it ("that", "he",
# "这个", "他") or nothing, then a verb of seeming or being, then a judgement ("that sounds
# like a reaction", "he sounded like a good manager", "That's a great sign", "Sounds like a
# plan!", "听起来是个好领导", "这个年纪很常见", "哈哈 这可是好兆头").
_POINTERS = frozenset(
    {"that", "this", "it", "he", "she", "they", "这", "那", "这个", "那个", "这样", "那样"}
    | {"他", "她", "它", "他们", "她们"}
)
_SEEMS = frozenset(
    {"sound", "sounds", "sounded", "seem", "seems", "seemed", "look", "looks", "looked"}
    | {"feel", "feels", "felt", "听起来", "听上去", "看起来", "看上去", "听着", "看着"}
)
_IS = frozenset({"is", "'s", "’s", "was", "are", "were", "是", "可是", "真是", "算是"})
_GENERALLY = frozenset(
    {"usually", "generally", "normally", "typically", "often", "always", "mostly"}
    | {"一般", "通常", "平时", "往往", "一向", "总是"}
)
_ZH_SEEMING = re.compile(r"^[听看](?:起来|上去|着)")


def reacts(words: Sequence[Tagged]) -> bool:
    """Whether the assistant's ``words`` only judge what it was just told: a pointer back
    (or none), a verb of seeming or a copula, and after it no verb or number of its own and,
    after a copula, a quality ("That's a great sign"; not "it's the jeep", "这家店周一休息",
    "That seems to clash with your lunch lifting"). Interjections before it are passed over
    ("Oh no, …", "哈哈 …")."""
    said = [(w.lower(), tag) for w, tag in words]
    if any(w in _GENERALLY for w, _ in said):
        return False  # a general statement, not a judgement of this: "it's usually cheaper…"
    start = next((i for i, (_, tag) in enumerate(said) if tag != "X"), len(said))
    said = said[start:]
    pointed = bool(said) and said[0][0] in _POINTERS
    if pointed:
        said = said[1:]
    if said and said[0][0] in ("听", "看") and len(said) > 1 and said[1][0] in ("起来", "上去"):
        said = [(said[0][0] + said[1][0], "VERB"), *said[2:]]  # jieba cuts 听起来 in two
    if not said:
        return False
    verb, rest = said[0][0], said[1:]
    seems = verb in _SEEMS or _ZH_SEEMING.match(verb) is not None
    if not (seems or verb in _IS) and not (pointed and _zh_quality(said)):
        return False
    if any(tag in ("VERB", "NUM") for _, tag in rest) and not _only_copula(rest):
        return False
    return seems or any(tag == "ADJ" for _, tag in rest)


def _only_copula(rest: Sequence[Tagged]) -> bool:
    """Whether the only verbs in ``rest`` are a copula ("听起来是个好领导"), with no number."""
    return all(w in _IS for w, tag in rest if tag == "VERB") and not any(
        tag == "NUM" for _, tag in rest
    )


def _zh_quality(said: Sequence[Tagged]) -> bool:
    """A Chinese judgement with no verb at all, after a pointer back: its noun and a quality
    ("这个年纪很常见"; not "橘子挺挑食的", said of something named): nouns, adverbs and
    adjectives only, an adjective last of them."""
    tags = [tag for _, tag in said]
    if not all(has_han(w) for w, _ in said) or any(t in ("VERB", "NUM", "PRON") for t in tags):
        return False
    content = [t for t in tags if t != "X"]
    return bool(content) and content[-1] == "ADJ"


def _answers(text: str, words: Sequence[Tagged], quality: bool = False) -> bool:
    """Whether a reply to a question names what the question asked for, rather than only
    saying yes or no (``quality``: a quality named is what it asked for)."""
    if has_han(text):  # jieba tags a bare answer poorly ("过道": 过/ug 道/q)
        return _ZH_BARE_REPLY.fullmatch(re.sub(r"[\W_]+", "", text)) is None
    if _EN_BARE_REPLY.fullmatch(text.strip(" .,!?~")) is not None:
        return False  # the tagger takes "nope" for a name; "great", "not sure" say nothing
    # a thing named; an adjective alone is as often a reaction ("yes. gross. anyway", "fine
    # mostly" to "How did it go?"), unless a value was asked for ("What size?" / "medium")
    return bool(
        {tag for _, tag in words} & ({"NOUN", "NUM", "ADJ"} if quality else {"NOUN", "NUM"})
    )


# A question that wants yes or no ("Did it come back out?", "Shall I book it?", "还去吗？",
# "要不要我提醒你？"), said in its last sentence; what answers it names nothing it asked for.
_POLAR = re.compile(
    r"(?i)^\W*(?:(?:so|and|but|ok|okay|oh)\W+)?(?:do|does|did|is|are|was|were|will|would|can"
    r"|could|shall|should|have|has|had|may|might|am)\b"
)
_ZH_POLAR = re.compile(r"[吗么嘛][?？]?\s*$|(.)[不没]\1")
_LAST_SENTENCE = re.compile(r"[^.!?。！？]*[.!?。！？]*\s*$")


def asks_open(text: str) -> bool:
    """Whether ``text`` ends with a question that asks for something ("Any format
    preference?", "When's the first session?", "Window or aisle?", "座位要靠窗还是过道？"),
    not for yes or no."""
    if not asks(text):
        return False
    match = _LAST_SENTENCE.search(text.strip())
    last = match.group(0).strip() if match else text
    if offers_choice(last):
        return True
    return (_ZH_POLAR.search(last) if has_han(last) else _POLAR.search(last)) is None


def asks_how_it_went(question: str) -> bool:
    """Whether English ``question`` asks how something went or is ("How did it go?", "How
    was the trip?"), not for a value ("What size?", "How often?"). (A Chinese reply to an open
    question is kept whatever its words, but for a bare yes or no: ``fact_free``.)"""
    last = last_question(question)
    return _HOW_IT_WENT.search(last) is not None


_HOW_IT_WENT = re.compile(
    r"(?i)^\W*(?:(?:and|so|oh|ok|okay)\W+)?how\b"
    r"(?!\s+(?:many|much|often|long|far|old|big|soon|early|late))"
)


def last_question(text: str) -> str:
    """The question ``text`` ends with, its last sentence ("Nice! And Theo?" → "And Theo?";
    "好的。那李阿姨呢？" → "那李阿姨呢？"), or "" when it does not end with one."""
    text = text.strip()
    if not text.endswith(("?", "？")):
        return ""
    body = text.rstrip("?？ ")
    return (_last_sentence(body) + text[len(body) :]).strip()


def _last_sentence(body: str) -> str:
    """What ``body`` says after its last sentence's end (all of it without one)."""
    ends = [m.end() for m in _SENTENCE_END.finditer(body)]
    return body[ends[-1] if ends else 0 :]


def asks(text: str) -> bool:
    """Whether ``text`` is a question ("Shall I set an alarm?", "要不要我提醒你？")."""
    return _QUESTION.search(text) is not None


def offers_choice(text: str) -> bool:
    """Whether ``text`` names alternatives ("Window or aisle?", "A还是B？")."""
    return _CHOICE.search(text) is not None


# A question that asks for something: a wh-word or "any" ("Any format preference?", "辣度呢？").
_WH = re.compile(
    r"(?i)\b(?:what|when|where|which|who|whom|whose|why|how|any)\b"
    r"|什么|啥|哪|几[点个号天次]|多少|怎么|为什么|为啥|谁|呢"
)
_OFFERS = re.compile(r"(?i)^\W*(?:want|need|fancy)\b")  # "Want me to book it?"
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？\n]")  # not the point of "4.45%"
_LEAD = re.compile(
    r"(?i)^\W*(?:(?:so|and|then|ok(?:ay)?|great|right|how about|what about)\b[\s,]*)+|^\s*所以"
)


def proposition(question: str) -> str:
    """What an assistant's question puts to the user to agree to, as a yes would make it
    theirs: its last sentence, when that is a conclusion said as a question ("Makes sense. So
    the 5-year fixed at 4.45%?" → "the 5-year fixed at 4.45%"; "That's Sami, right?";
    "哈哈理解，那就订民宿？"), without the question mark or an opening "so". Empty when it asks
    for something ("Any format preference?", "辣度呢？", "Window or aisle?"), or asks whether
    or offers ("Did it come back out?", "Want me to book it?", "要不要帮你留意？")."""
    text = question.strip()
    if not text.endswith(("?", "？")):
        return ""
    said = _LEAD.sub("", _last_sentence(text.rstrip("?？ "))).strip(" ,，")
    asks_whether = _OFFERS.search(said) or _POLAR.search(said) or _ZH_POLAR.search(said)
    if not said or _WH.search(said) or offers_choice(said) or asks_whether:
        return ""
    return said


# A request to do something: English that opens with a verb in its base form ("set up the
# team retro…", "rebuild the UI pls") or asks the listener to ("can you…", "could you…",
# "please…"); Chinese with a word that asks for help or softens an order ("帮我查查…",
# "麻烦…", "请…", "…合一下", "给我…"), or that opens with what to do ("看看…", "写个…",
# "把…发到群里"; ``entities_zh.reads_as_order``). A question about what is ("When is my
# dentist appointment?", "我妹妹叫什么名字？") asks no such thing.
_ASKS_YOU = re.compile(r"(?i)^\W*(?:can|could|would|will)\s+you\b")
_ASK_TO_DO_ZH = re.compile(r"帮我|帮忙|给我|麻烦|^请|一下")


def asks_to_do(text: str, reads_as_order: bool = False) -> bool:
    """Whether ``text`` asks the listener to do something. ``reads_as_order``: it opens with
    what to do (in English, a verb in the base form, as a parse says; in Chinese, as
    ``entities_zh.reads_as_order`` says)."""
    if reads_as_order:
        return True
    if has_han(text):
        return _ASK_TO_DO_ZH.search(text) is not None
    return any(p.search(text) for p in (_ASKS_YOU, _PLEASE))
