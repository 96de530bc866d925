"""Words the conflict rules read, in English and Chinese: content terms, change markers,
polarity, habits, and what a value or a preference is about.

Pure functions over text; conflicts.py decides with them. English words are stemmed crudely
("summaries" and "summarise" meet at "summar"); Chinese is read as characters and character
pairs, which needs no dictionary.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from service.language.script import HAN_CLASS, HAN_RUN, has_han
from service.language.speaker import speaker_label
from service.language.values import without_values

_EN_WORD = re.compile(r"[a-z][a-z'’-]*[a-z]|[a-z]")
_CLAUSE = re.compile(r"[,，;；:：。.!！?？、\n]+|\s+(?:and|but|so|because)\s+", re.IGNORECASE)
_STOP = frozenset(
    """a an the is are was were be been being am to of in on for and or with my our your their
    his her its it it's this that that's these those i i'm i've i'd i'll we we're we've you
    you're they they're he she me us them now still also just really very so do does did
    done has have had will would can could should at by from as about into over than then
    there here what which who when where how why if not no yes any some all more most much
    many one ones way mine ours yours theirs let's let get got go going want wanted need""".split()  # noqa: SIM905 - a word list reads better as text
)
# Words that name no subject though they carry meaning in a sentence: pronouns, light verbs.
# Two statements that share only these share no topic ("Anything to prep?" / "Anything
# surprising in it?"); what they say still differs by them (``words`` keeps them: "I'll give
# Sam the car" is not "I'll take Sam's car").
_NO_TOPIC = frozenset(
    """anything something everything nothing anyone someone everyone anybody somebody
    everybody nobody else that'll it'll there's what's he's she's take takes took taken taking
    make makes made making give gives gave given put puts come comes came know knows knew think
    thinks thought say says tell tells see sees saw seen look looks seem seems feel feels keep
    keeps kept thing things lot bit""".split()  # noqa: SIM905 - a word list reads better as text
)
# Acknowledgements and fillers: "Got it", "Noted", "Updated:" say nothing about the subject.
_FILLER = frozenset(
    """ok okay sure noted note got thanks thank great perfect understood will updated update
    added done fine cool nice good yeah yep heads up small big news btw anyway actually well
    hey hi hmm um oh ah please set change changed like out""".split()  # noqa: SIM905 - a word list reads better as text
)
_ZH_FILLER = re.compile(
    r"好的|好吧|好嘞|嗯|哦|对了|记下了?|已记录|已更新|更新为?|收到|明白|跟你说一下|说一下|了解"
)
ZH_STOP = frozenset("的了是在我你他她它们这那个也都就还很呢吧啊吗和与到把被给说要能可以")
# A value or a choice replaced: "switched to", "moved to", "instead", "改成", "推迟到".
_EN_REPLACE = (
    r"switch(?:ed|ing)? (?:over )?to|changed (?:it |that )?to|chang(?:e|ing) (?:it|that) to"
    r"|changing to|mov(?:e|ed|ing) to"
    r"|updat(?:e|ed) to|rais(?:e|ed) to|increas(?:e|ed) to|reduc(?:e|ed) to|cut to"
    r"|lower(?:ed)? to|pushed (?:back )?to|pushed back|postponed(?: to)?|rescheduled(?: to)?"
    r"|delayed(?: to| until)?|rebook(?:ed)?(?: me)?(?: on| to)?|instead(?! of)|correction"
)
_ZH_REPLACE = (
    r"改成|改为|改到|改签到?|换成|换到|换了|换[^\s，。,]{0,2}了|提高到|提到|涨到|增加到|降到|降低到"
    r"|调整为|调整到|调到|推迟到?|延期到?|延迟到?|从现在起|不再|戒了|更正"
)
# Said outright: a replacement, or "X is now Y". A bare "now", "no longer", "from now on",
# 现在 or 以后 may mark a change too, but as often a time ("seven years now"), an absence
# ("he's not here any more") or a new habit beside the old one: alone they retire nothing.
_OUTRIGHT = re.compile(
    rf"(?i)\b(?:{_EN_REPLACE})\b|\b(?:is|are|was|were)\s+now\b|'(?:s|re)\s+now\b|{_ZH_REPLACE}"
)
_CHANGE = re.compile(
    rf"(?i)\b(?:{_EN_REPLACE}|no longer|any ?more|from now on|these days|actually)\b"
    rf"|(?<!right )(?<!just )(?<!for )\bnow\b(?! on\b)|{_ZH_REPLACE}|现在|以后|其实"
)
# A habit or state of the user changed, said outright: "switched to", "I'm pescatarian
# now", "I've started eating fish again", "I prefer X now", "换成", "不再", "现在只喝".
# Not a date or a booking moved ("pushed back", "rebooked"): that is a new value.
_SWITCH = re.compile(
    r"(?i)\b(?:switch(?:ed|ing)? (?:over )?to|changed (?:it |that )?to|changing to"
    r"|instead(?! of)|started [a-z]+ing(?: [a-z]+)? again)\b"
    r"|^(?:i'm|i am|we're|we are)\s+(?:[a-z-]+\s+){0,2}now\W*$|\bonly (?:[a-z]+ )?now\b"
    r"|\b(?:i|we) (?:now )?prefer\b[^.!?]*(?<!right )(?<!just )\bnow\b"
    r"|改成|改为|换成|换了|换[^\s，。,]{0,2}了|不再|戒了|现在(?:只|每天|都|改|换|天天)|不[^\s，。,]{1,3}了"
)
# Someone else's habit: "you can use…", "他换了工作".
_OTHER_SUBJECT = re.compile(r"(?i)^(?:\w+:\s*)?(?:you|he|she|they)\b|^[你您他她]")
# "he", "she", "her", "his", "他", "她" (not "they", "他们", "其他": one person, someone else)
_THIRD_PERSON = re.compile(r"(?i)\b(?:he|she|him|her|his|hers)\b|(?<![其吉])[他她](?![们人])")
_FIRST_PERSON = re.compile(r"(?i)\b(?:i|me|my|mine|we|us|our)\b")  # "i'm", "we've" too
_NEGATION = re.compile(
    r"(?i)\b(?:don'?t|doesn'?t|didn'?t|do not|does not|not|no longer|never|hate|dislike"
    r"|can'?t stand|stopped|quit|gave up|no more|any ?more)\b|\bno [a-z]+ing\b"
    r"|不喜欢|不再|不想|不要|讨厌|不爱|不吃|不喝|戒了|受不了|不能吃|不能喝"
)
_ROUTINE = re.compile(
    r"(?i)\b(?:every|each) (?:day|morning|afternoon|evening|night|week|weekday|weekend|month)\b"
    r"|\bdaily\b"
    r"|\b(?:usually|normally|always|never|typically|mostly)\b|\b(?:once|twice|\w+ times) a\b"
    r"|\bonly (?:eat|eats|drink|drinks|use|uses|take|takes)\b"
    r"|^(?:i'm|i am|we're|we are)\b(?!\s+\w+\s+to\b)"  # a state, not "I'm tempted to…"
    r"|每天|每周|每个?月|天天|平时|一般|通常|总是|一直|从不|只(?:吃|喝|用)"
)
_ACK = re.compile(
    r"(?i)(?:ok(?:ay)?|sure|got it|noted|understood|will do|done|great|perfect|of course"
    r"|updated|added|reminder set)\b|好的|好嘞|收到|明白|记下了?|记住了|没问题|已记录|已更新"
)
_CONTRAST = re.compile(
    r"(?i)\b(?:current|currently|previous|old|other|another|competing|former|existing"
    r"|outbound|return)\b|现在|目前|原来|另一|另外"
)
_EN_SUFFIXES = ("ies", "ing", "ise", "ize", "ed", "es", "s", "y", "e")
# Whose a thing is: the people a statement is about besides its speaker (kin and the people
# around someone), and names with a possessive ("Dana's flight"). A value of one person's
# slot ("我老婆的手机套餐每月39块") is no new value of another's ("我的手机套餐每月59块").
_EN_KIN = (
    r"wife|husband|partner|spouse|mom|mum|mother|dad|father|parents?|brother|sister|son|"
    r"daughter|kids?|child|children|grand(?:ma|pa|mother|father|son|daughter)|aunt|uncle|"
    r"cousin|nephew|niece|friend|colleague|boss|manager|roommate|neighbou?r|girlfriend|"
    r"boyfriend|fianc[eé]e?|in-laws?"
)
_KIN_WORD = re.compile(rf"(?i)(?:{_EN_KIN})s?")


def kin(word: str) -> bool:
    """Whether an English word says who someone is to the speaker ("mum", "boss", "kids"),
    not who they are by name."""
    return _KIN_WORD.fullmatch(word) is not None


# Capitalised words that take "'s" without owning anything: "It's", "That's", "Today's".
_NOT_HOLDERS = frozenset(
    [
        "it",
        "that",
        "he",
        "she",
        "what",
        "there",
        "here",
        "let",
        "who",
        "where",
        "how",
        "when",
        "why",
        "this",
        "today",
        "tomorrow",
        "yesterday",
        "everyone",
        "everybody",
        "nobody",
        "one",
    ]
)
_HOLDER = re.compile(
    rf"(?i)\b(?:my|our|his|her|their)\s+(?:(?:older|younger|big|little|best|elder)\s+)?"
    rf"({_EN_KIN})\b|\b([A-Z][a-z]+)'s\b"
    r"|(大宝|二宝|三宝|小宝|老三|老幺|大儿子|小儿子|大女儿|小女儿|大闺女|小闺女|老婆|老公|妻子|丈夫|爱人|媳妇|对象|男朋友|女朋友|爸妈|父母|爸爸?|妈妈?|父亲|母亲|"
    r"哥哥?|姐姐?|弟弟?|妹妹?|儿子|女儿|闺女|孩子|老大|老二|爷爷|奶奶|外公|外婆|姥姥|姥爷|"
    r"叔叔|阿姨|舅舅|姑姑|表哥|表姐|表弟|表妹|堂哥|堂姐|朋友|同事|老板|领导|室友|同学|邻居)"
)


# Before a kinship word, what makes its bearer company rather than whom a statement is of
# ("陪我爸妈爬了趟莫干山", "跟同事去西湖", "带我妈去复查", "kayaked with my dad").
_ALONG = re.compile(r"(?i)(?:[陪带跟和同与](?:[我你他她咱俺]们?)?(?:的|家)?|\bwith\s+)$")


# Before a kinship word, what makes it someone's: a possessor ("我", "我家", "他的"), or the
# start of a clause (the subject: "老婆说…", "二宝学游泳").
_ZH_HOLDS = re.compile(r"(?:^|[\s|，,。；;：:！!？?、]|[我你他她咱俺]们?(?:的|家)?|的)$")


def stem(word: str) -> str:
    """A crude English stem: enough for "summaries"/"summarise", "bullets"/"bullet",
    "running"/"run"."""
    word = word.lower().replace("’", "'").removesuffix("'s")
    for suffix in _EN_SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiou":
        word = word[:-1]  # runn -> run
    return word


# How often, said beside a value ("每月22号", "every month on the 10th", "weekly"): part of
# the value, not what a statement is of; two cards due "每月" on other days share no topic.
_FREQUENCY = re.compile(
    r"(?i)\b(?:every|each|per)\s+(?:day|week|month|year|time|morning|evening|night)\b"
    r"|\b(?:daily|weekly|monthly|yearly|annually|nightly)\b"
    r"|每(?:个)?(?:天|日|周|星期|礼拜|月|年|次|回|晚|早)"
)


def _strip(text: str) -> str:
    return _ZH_FILLER.sub(" ", _CHANGE.sub(" ", text))


def en_terms(text: str, drop: frozenset[str] = frozenset()) -> set[str]:
    words = _EN_WORD.findall(text.lower().replace("’", "'"))
    return {
        stem(w)
        for w in words
        if w not in _STOP and w not in _FILLER and w not in drop and len(w) > 1
    }


@lru_cache(maxsize=8192)
def topic(text: str) -> frozenset[str]:
    """What a text speaks of: English stems and Chinese character pairs, without the change
    words, fillers and stop words ("装修预算提到120万" → 装修, 修预, 预算)."""
    return _topic(text, frozenset())


@lru_cache(maxsize=8192)
def subject(text: str) -> frozenset[str]:
    """``topic`` without how often ("每月", "weekly") and words that name no subject
    ("anything", "take"): what two statements must share to be of one thing, where only a
    rank is at stake (recall's safety net). Retain's rules, which retire memories, keep
    ``topic``: there "每天…上班" said twice is evidence of one daily habit."""
    return _topic(_FREQUENCY.sub(" ", text), _NO_TOPIC)


def _topic(text: str, drop: frozenset[str]) -> frozenset[str]:
    stripped = _strip(text)
    terms = en_terms(stripped, drop)
    for run in HAN_RUN.findall(stripped):
        for part in re.split(f"[{''.join(ZH_STOP)}]+", run):
            terms.update(part[i : i + 2] for i in range(len(part) - 1))
    return frozenset(terms)


@lru_cache(maxsize=8192)
def words(text: str) -> frozenset[str]:
    """Content words: English stems and single Chinese characters."""
    stripped = _strip(text)
    terms = en_terms(stripped)
    terms.update(ch for run in HAN_RUN.findall(stripped) for ch in run if ch not in ZH_STOP)
    return frozenset(terms)


def clauses(text: str) -> list[str]:
    return [c for c in (part.strip() for part in _CLAUSE.split(text)) if c]


# casual Chinese sets its clauses apart with spaces as often as with commas ("太凶了 人家是老客户
# 语气客气点", "现在晚饭基本吃素 啤酒也戒了"), which ``clauses`` keeps together
_ZH_PARTS = re.compile(r"[,.;!?，。；！？\n\s]+")


def zh_parts(text: str) -> list[str]:
    """A Chinese line's clauses, cut at punctuation and at the spaces between them."""
    return [part for part in _ZH_PARTS.split(text) if part]


# What a value is set against, not what it is of: "$310 after the deductible", "2400 plus the
# deposit", "1,200 before tax", "not counting the deposit"; "扣掉免赔额还能赔3100", "不含税"
_SET_AGAINST = re.compile(
    r"(?i)\b(?:after|before|plus|minus|less|excluding|including|not counting|net of|on top of)"
    r"\s+(?:the\s+|my\s+|our\s+|your\s+|their\s+|his\s+|her\s+)?[a-z][\w'-]*"
    rf"|(?:扣掉|扣除|扣完|除去|减去|加上|不含|不算)[{HAN_CLASS}]{{1,4}}?(?=[还再能后剩就共一是\s,，]|$)"
)


def without_set_against(text: str) -> str:
    """``text`` without what its values are set against ("they'll pay $310 after the
    deductible" → "they'll pay $310"): the words left say what the values are of."""
    return _SET_AGAINST.sub(" ", text)


# A name said to someone, not of them: how a message opens ("小周啊 合同3月到期了", "王老师您好",
# "Hi Sam, at renewal the rent goes up", "Dear Ms Lee,")
_ZH_ADDRESSED = re.compile(
    rf"(?:^|[“\"「『：:，,\s])(?P<name>[{HAN_CLASS}]{{2,4}}?)(?:啊|呀|您好|你好)"
)
_EN_ADDRESSED = re.compile(
    r"(?i)\b(?:hi|hey|hello|dear)\s+(?P<name>[a-z][\w.'-]*(?:\s+[a-z][\w'-]*)?)\s*[,!:]"
)


def addressed(text: str) -> frozenset[str]:
    """The names ``text`` says to someone, as a message opens ("小周啊 …", "Hi Sam, …"),
    lower-cased: whom a forwarded message was written to, not whom it is about."""
    found = {m["name"] for m in _ZH_ADDRESSED.finditer(text)}
    found |= {m["name"].lower() for m in _EN_ADDRESSED.finditer(text)}
    return frozenset(found)


def anchors(
    text: str, has_value: Callable[[str], bool], ignore: frozenset[str] = frozenset()
) -> frozenset[str]:
    """The words around the values in text, less ``ignore``: the content words of each clause
    for which ``has_value(clause)`` holds, or of the clause before it when the value stands
    alone ("quarterly review with Dana, Thursday 14 May"). What a value is set against
    ("they'll pay $310 after the deductible") is not what it is of: "the deductible is $99" is
    another slot."""
    found: set[str] = set()
    previous: frozenset[str] = frozenset()
    for clause in clauses(text):
        own = words(without_values(without_set_against(clause))) - ignore
        if has_value(clause):
            found |= own or previous or _next_words(text, clause, ignore)
        previous = own or previous
    return frozenset(found)


def _next_words(text: str, clause: str, ignore: frozenset[str]) -> frozenset[str]:
    """The content words of the first clause after ``clause`` that has any."""
    parts = clauses(text)
    for later in parts[parts.index(clause) + 1 :]:
        own = words(without_values(later)) - ignore
        if own:
            return own
    return frozenset()


def acknowledges(text: str) -> bool:
    """An assistant's acknowledgement: "Got it, …", "Will do: …", "Noted", "好的，…", "记下了"."""
    return _ACK.match(text.strip()) is not None


# A user's reply that takes up what the assistant just offered: "ok I'll call her", "yes
# please", "sounds good", "行 我打给他", "好 就这家". Not with a "but" after it ("ok but not
# that one", "好是好，但是太远了").
_TAKES_UP = re.compile(
    r"(?i)^\s*(?:yes|yep|yeah|yup|ok(?:ay)?|sure|perfect|great|sounds good|that works"
    r"|go ahead|do it|let'?s do (?:it|that)|book it)\b"
    # a word of its own, not the start of another ("好像", "好几个", "可以先…", "行李"); not
    # "嗯", which as often only closes ("嗯 先这样 困了")
    r"|^\s*(?:好的?|行|可以|没问题|就这[个家样]|那就这样)(?=$|[\s，,。！!~～啊呀吧嘞哈])"
)
_BUT = re.compile(r"(?i)\b(?:but|though|except|not)\b|但是|不过|可是|就是太|不要|不行")


def takes_up(text: str) -> bool:
    """Whether a user's reply takes up what was just offered to them (see ``_TAKES_UP``)."""
    return _TAKES_UP.search(text) is not None and _BUT.search(text) is None


# A reply's yes to a yes-or-no question: "yeah, that one", "yep dropped it saturday", "对",
# "嗯 就奶咖", "行 就晚上六点半". "嗯" counts here, after a question, as it does not after an
# offer; "对了" (by the way) and "right now" do not.
_CONFIRMS = re.compile(
    r"(?i)^\W*(?:yes+|yep|yeah|yup|ya|sure|exactly|correct|that one|that'?s (?:it|right|the one)"
    r"|uh-?huh|right(?=\s*[,.!]|\s*$))\b"
    r"|^\s*(?:对(?!了)|是的?|没错|嗯+|好的?|行|可以|就这[个家样]?|就它)(?=$|[\s，,。！!~～啊呀吧嘞哈了])"
)
_BARE = 3  # words (or, in Chinese, four characters) a bare yes may have after it


def confirms(reply: str) -> bool:
    """Whether a user's reply is a bare yes: it opens with one (``_CONFIRMS``), has no "but"
    after it, and says little else ("yeah, that one", "yep, the velvet one", "嗯 就奶咖"); a
    reply with things of its own to say ("对 4月30号晚上出发 避开早高峰") says them itself."""
    m = _CONFIRMS.search(reply)
    if m is None or _BUT.search(reply) is not None:
        return False
    rest = reply[m.end() :]
    if has_han(rest):
        return len(re.sub(r"[^\u4e00-\u9fffA-Za-z0-9]", "", rest)) <= _BARE + 1
    return len(re.findall(r"[\w'’-]+", rest)) <= _BARE


def contrasted(text: str) -> bool:
    """Whether a value is marked as one of several: "my *current* base", "the *other*
    offer", "我*现在*月薪32k" (said of the old value: another instance, not an earlier one)."""
    return _CONTRAST.search(text) is not None


def negative(text: str) -> bool:
    return _NEGATION.search(text) is not None


@lru_cache(maxsize=8192)
def says_change(text: str, outright: bool = False) -> bool:
    """Whether text says something changed; ``outright``: with a word that says nothing else
    ("switched to", "is now", "改成"), not a bare "now" or 现在."""
    return (_OUTRIGHT if outright else _CHANGE).search(text) is not None


def says_switch(text: str, named: bool = False) -> bool:
    """A habit or state changed, said outright: "switched to", "I'm pescatarian now",
    "instead", "换成", "不再", "现在只喝". ``named``: said with the switch itself, not only
    "instead" (which as often explains a choice as it changes a habit)."""
    match = _SWITCH.search(text)
    if match is None or not named:
        return match is not None
    return any(m.group(0).lower() != "instead" for m in _SWITCH.finditer(text))


# A stance on a thing named before, by a word that points back at it and ends the clause (not
# at a time: ``timeparse.points_back``):
# "以后出差就它了", "就这家吧", "from now on that's the one", "we'll go with that one".
_AT_A_THING = re.compile(
    r"(?:它|这个|那个|这家|那家|这款|那款|这种|那种|这儿|那儿|这样|那样"
    rf"|[这那]么[{HAN_CLASS}]{{0,2}})[了吧啦呀]*\W*$"
    r"|(?i:\b(?:(?:that|this)(?:'s| is)? (?:the )?one|(?:like|just like) (?:that|this)"
    r"|(?:that|this) way)\b\W*(?:from now on|going forward|please|pls)?\W*$)"
)


def points_at_a_thing(text: str) -> bool:
    """Whether ``text`` is one clause that ends by pointing back at a thing named before
    ("以后出差就它了", "that's the one"): what it says is of that thing, which it names no
    more ("兽医说豆豆肠胃弱 让喂渴望的 这个月开始就吃它了" names it)."""
    parts = zh_parts(text) if has_han(text) else clauses(text)
    return len(parts) == 1 and _AT_A_THING.search(text.strip()) is not None


def third_person(text: str) -> re.Match[str] | None:
    """The first pronoun in ``text`` that stands for one other person ("he", "her", "他",
    "她"; not "they", "他们", "其他"), or None."""
    return _THIRD_PERSON.search(text)


def of_oneself(text: str) -> bool:
    """Whether English ``text`` is the speaker speaking of themselves: "i", "i'm", "my",
    "mine", "we", "us", "our"."""
    return _FIRST_PERSON.search(text) is not None


def own_habit(text: str) -> bool:
    """Whether a switch of habit is the speaker's own: English in the first person ("I've
    switched to swimming"), Chinese not about another ("你可以换成…")."""
    if _OTHER_SUBJECT.search(text.strip()):
        return False
    return has_han(text) or of_oneself(text)


# The speaker says what sort of person they are in some respect: "I'm an aisle person now",
# "it's made me an audiobooks girl", "I'm a total morning person these days", "i'm aisle seat
# all the way now", "I'm all about oat milk now", "I'm team paperback", "我现在是过道党",
# "成了早睡派": a liking said as who one is, without naming what it replaces.
_SELF_DESCRIBED = re.compile(
    r"(?i)\b(?:i'?m|i am|made me|turned me into|i'?ve become|i became)\s+"
    r"(?:(?:an?\s+|such an?\s+)?(?:total\s+|big\s+|real\s+)?(?:[\w'-]+\s+){1,2}"
    r"(?:person|people|girl|guy|gal|fan|type)\b"
    r"|(?:[\w'-]+\s+){1,2}all the way\b|all about\s+\w|team\s+\w)"
    r"|(?:我|咱)(?:现在|如今|已经|也)?(?:是|成了|变成了?)[^，,。！!？?\s]{1,6}?[党派](?![对队])"
)


def self_described(text: str) -> bool:
    """Whether the speaker says what sort of person they are in some respect (see
    ``_SELF_DESCRIBED``)."""
    return _SELF_DESCRIBED.search(text) is not None


def same_speaker(a: str, b: str) -> bool:
    """False when both texts open with a speaker's name and the names differ ("Nate: …",
    "Joanna: …", as transcripts are written); True otherwise."""
    x, y = _speaker(a), _speaker(b)
    return x is None or y is None or x == y


@lru_cache(maxsize=8192)
def _speaker(text: str) -> str | None:
    """The name a transcript line opens with ("Nate: …"); not a label ("Updated: …")."""
    label = speaker_label(text)
    return label.name.lower() if label is not None else None


@lru_cache(maxsize=8192)
def holders(text: str) -> frozenset[str]:
    """The people a statement speaks of besides its speaker ("my wife", "Dana's", "我老婆"),
    in the clauses that hold its values when it has any: "我爸妈支持了一点，装修预算提到120万"
    changes the user's budget, not the parents'."""
    parts = clauses(text)
    valued = [c for c in parts if without_values(c) != c]
    found = set()
    joined = " | ".join(valued or parts)
    for match in _HOLDER.finditer(joined):
        word = next(g for g in match.groups() if g)
        if match.group(2) and not word[0].isupper():
            continue  # "deposit's due": a noun's contraction, not a name's possessive
        before = joined[: match.start()]
        if _ALONG.search(before):
            continue  # someone who came along: "陪我爸妈爬了趟莫干山", "with my dad"
        owned = _ZH_HOLDS.search(before) or joined[match.end() :][:1] == "的"
        if match.group(3) and not owned:
            continue  # a role, not someone's: "中午有个遛狗阿姨来遛一次"
        if word.isascii():
            if word.lower() not in _NOT_HOLDERS:
                found.add(stem(word))
        else:  # 哥哥 and 哥, 妈妈 and 妈 are one person
            found.add(word[0] if len(word) == 2 and word[0] == word[1] else word)
    return frozenset(found)


def routine(text: str) -> bool:
    """A standing habit or state of someone: "every morning", "usually", "I'm …", "每天"."""
    return _ROUTINE.search(text) is not None


def overlap(a: frozenset[str], b: frozenset[str]) -> float:
    """Overlap coefficient: shared terms over the smaller set."""
    if not a or not b:
        return 0.0
    return len(a & b) / min(len(a), len(b))


# A turn that opens by giving the reason for what was just said ("because my knee…", "因为…"),
# or by drawing the consequence of it ("so let's drop it", "所以…", "那就…").
_OPENS_CAUSE = re.compile(
    r"(?i)^\s*(?:\w+:\s*)?(?:because|since|'cause|the reason is)\b"
    r"|^\s*(?:因为|由于|毕竟|主要是)"
)
_OPENS_EFFECT = re.compile(
    r"(?i)^\s*(?:\w+:\s*)?(?:so|that's why|therefore|hence|which is why)\b"
    r"|^\s*(?:所以|因此|于是|那就|那我们就|那咱们就|这样的话)"
)


# A cause said anywhere in a statement ("$35 overdraft fee bc i was 60 cents short", "因为下雨").
_GIVES_CAUSE = re.compile(
    r"(?i)\b(?:because|bc|b/c|cuz|'cause|since|due to|thanks to)\b|因为|由于|的缘故|导致|害得"
)


def gives_cause(text: str) -> bool:
    """Whether a statement says a cause somewhere in it, not only at its opening."""
    return _GIVES_CAUSE.search(text) is not None


def opens_with_cause(text: str) -> bool:
    """Whether a turn opens by giving the reason for the one before it."""
    return _OPENS_CAUSE.search(text) is not None


def opens_with_effect(text: str) -> bool:
    """Whether a turn opens by drawing the consequence of the one before it."""
    return _OPENS_EFFECT.search(text) is not None
