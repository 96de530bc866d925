"""Chinese entities and search words with jieba, and the split of mixed text into its parts.

Why jieba (vs pkuseg, LAC, HanLP): it is a pure-Python wheel that ships its dictionary, so it
installs and runs offline with no model download or native runtime, and its ``posseg`` tags
(nr/ns/nt/nz...) already name people, places and organisations. The others can segment more
accurately, but need model downloads (pkuseg, HanLP) or the PaddlePaddle runtime (LAC).

jieba keeps one global tokenizer whose lazy start-up is not safe to race; every call here goes
through one lock, and ``jieba.setLogLevel(60)`` silences its start-up messages.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from typing import Any, NamedTuple

from service.language.script import HAN_CLASS, NON_CJK_RUN, has_han

_LATIN = re.compile(r"[A-Za-z]")
_ASCII_ALNUM = re.compile(r"[A-Za-z0-9]")

PERSON_FLAGS = frozenset({"nr", "nrfg", "nrt"})
PROPER_FLAGS = frozenset({"nr", "nrfg", "nrt", "ns", "nt", "nz"})
NOUN_FLAGS = frozenset({"n", "vn"})
# A three-character "name" that ends with one of these is usually a name plus a verb (张伟飞).
NAME_TRAILING_VERBS = frozenset("飞去来说在到给和要")
LEADING_CONSUMPTION_VERBS = frozenset("喝吃买")
# ...or a conjunction plus a name (和小红).
NAME_LEADING_CONJUNCTIONS = frozenset("和跟与同")
ORG_SUFFIXES = (
    "公司", "集团", "银行", "大学", "学院", "医院", "研究院", "研究所", "基金会", "协会",
    "委员会", "出版社", "事务所", "工作室", "中学", "小学", "学校",
)  # fmt: skip
# Names jieba tags wrongly often enough to matter (华为 as a person, 微信 as a verb).
KNOWN_KINDS = {
    "华为": "organization", "腾讯": "organization", "阿里巴巴": "organization",
    "百度": "organization", "字节跳动": "organization", "京东": "organization",
    "美团": "organization", "微信": "product", "支付宝": "product", "淘宝": "product",
    "抖音": "product",
}  # fmt: skip
GENERIC_NOUNS = frozenset({
    "时候", "东西", "事情", "问题", "时间", "今天", "明天", "昨天", "方面", "地方", "情况",
    "样子", "办法", "原因", "结果", "部分", "人们", "大家", "自己", "什么", "现在", "以后",
    "以前", "之前", "之后", "感觉", "意思", "内容", "过程", "方式", "一些", "项目", "方案",
    "订单",
})  # fmt: skip
# Flags left out of search words: particles, prepositions, conjunctions, pronouns, modal
# particles, interjections, onomatopoeia, adverbs, punctuation.
_SEARCH_SKIP_FLAGS = ("u", "p", "c", "r", "y", "e", "o", "d", "x")
_FUNCTION_FLAGS = ("u", "p", "c", "y", "e", "o", "d")

# Chinese calls people by surname and title (何医生, 周律师, 王师傅). jieba keeps some whole as
# names and splits others (何/r 医生/n): a one-character word that is a common surname, right
# before a title, is a name with it, unless jieba read it as a function word (和 老师, 对于) or
# it belongs with the word before it (这周 医生). Surnames that are mostly function words or
# numbers (和, 时, 万, 单…) are left out.
SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程"
    "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛"
    "郝龚邵钱严覃武戴莫孔向汤常温康施牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰"
    "焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕季裴霍涂苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍喻"
    "祁蒲房滕屈饶牟艾尤阳穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗"
    "瞿桂佟应臧闵苟邬边卞姬师仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩佘池查麻苑迟邝"
)
TITLES = frozenset({
    "医生", "大夫", "老师", "师傅", "阿姨", "叔叔", "经理", "总", "律师", "教练", "主任",
    "老板", "先生", "女士", "小姐", "太太", "姐", "哥", "工", "护士", "会计", "教授", "博士",
    "院长", "校长", "队长", "科长", "处长", "局长", "部长", "总监", "警官", "师父",
    "大爷", "大妈", "大姐", "大哥", "奶奶", "爷爷", "老师傅", "医师", "总经理", "董事长",
})  # fmt: skip
# An order id: Latin letters and digits, hyphen-joined ("A-1234"); callers require a digit.
ORDER_ID = r"(?P<id>[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)(?![A-Za-z0-9])"
# Orders and reference ids of the same shape (工单 a repair or service ticket, 预订号 a booking).
_ORDER = re.compile(
    r"(?:订单编号|订单号码|订单号|订单|单号|工单|预订号|预约号|确认号)\s*[:：#＃]?\s*" + ORDER_ID
)
_PLAN_AFTER = re.compile(rf"方案\s*(?P<id>[A-Za-z0-9]|[甲乙丙丁](?![{HAN_CLASS}]))(?![A-Za-z0-9])")
_PLAN_BEFORE = re.compile(r"(?<![A-Za-z0-9])(?P<id>[A-Za-z]|[甲乙丙丁])\s*方案")
_LATIN_NAME = r"(?P<name>[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)"
_PROJECT_AFTER = re.compile(r"项目\s*" + _LATIN_NAME + r"(?![A-Za-z0-9])")
_PROJECT_BEFORE = re.compile(r"(?<![A-Za-z0-9])" + _LATIN_NAME + r"\s*项目")
_PROJECT_QUOTED = re.compile(
    r"[“\"「『《](?P<before>[^”\"」』》\s]{1,20})[”\"」』》]\s*项目"
    r"|项目\s*[“\"「『《](?P<after>[^”\"」』》\s]{1,20})[”\"」』》]"
)

_lock = threading.Lock()
_ready = False


class Candidate(NamedTuple):
    """A mention before its key is made: ``label`` is what the key is made from."""

    name: str
    kind: str
    start: int
    end: int
    label: str


class Word(NamedTuple):
    text: str
    flag: str
    start: int

    @property
    def end(self) -> int:
        return self.start + len(self.text)


def latin_runs(text: str, *, digits: bool = False) -> list[tuple[int, str]]:
    """The non-CJK parts of ``text`` that hold Latin letters (or digits), with their offsets."""
    wanted = _ASCII_ALNUM if digits else _LATIN
    runs = []
    for match in NON_CJK_RUN.finditer(text):
        run = match.group()
        if wanted.search(run):
            lead = len(run) - len(run.lstrip())
            runs.append((match.start() + lead, run.strip()))
    return runs


def rule_candidates(text: str) -> Iterator[Candidate]:
    """订单号A-1234, 单号 98765; “天宫”项目, 项目X, X项目 (keyed 项目x); 方案A, A方案 (方案a)."""
    for match in _ORDER.finditer(text):
        if any(char.isdigit() for char in match.group("id")) and len(match.group("id")) >= 3:
            yield Candidate(match.group(), "order", match.start(), match.end(), match.group("id"))
    for match in _PROJECT_QUOTED.finditer(text):
        label = "项目" + (match.group("before") or match.group("after"))
        yield Candidate(match.group(), "project", match.start(), match.end(), label)
    for pattern in (_PROJECT_AFTER, _PROJECT_BEFORE):
        for match in pattern.finditer(text):
            label = "项目" + match.group("name")
            yield Candidate(match.group(), "project", match.start(), match.end(), label)
    for pattern in (_PLAN_AFTER, _PLAN_BEFORE):
        for match in pattern.finditer(text):
            label = "方案" + match.group("id")
            yield Candidate(match.group(), "concept", match.start(), match.end(), label)


def _jieba() -> Any:
    """jieba, initialised once; call with ``_lock`` held."""
    global _ready
    import jieba

    if not _ready:
        jieba.setLogLevel(60)
        jieba.initialize()
        _ready = True
    return jieba


def tag(text: str) -> list[Word]:
    """jieba.posseg words with offsets, name/verb mis-segmentations split apart."""
    with _lock:
        _jieba()
        import jieba.posseg as posseg

        pairs = [(pair.word, pair.flag) for pair in posseg.cut(text)]
    words: list[Word] = []
    position = 0
    for text_, flag in pairs:
        found = text.find(text_, position)
        start = found if found >= 0 else position
        position = start + len(text_)
        words.extend(_split_name(Word(text_, flag, start)))
    return _titled_names(words)


# An order in Chinese names no one and opens with what to do: a verb said twice ("看看…",
# "查查…"), a verb with what to make counted out ("写个…", "出一份…", "改一版…"), or 把 and
# the thing to act on ("把会议纪要发到群里"), a time word before it or not ("今晚把…"). Not
# what is, has, would be or thinks ("是谁…", "有没有…", "要不要…", "想想还是算了"), not where
# one goes ("去个厕所"), and not a thing done ("把钥匙忘在家里了").
_CLAUSE = re.compile(r"[，,。；;！!？?\n]+")
_COUNTED = frozenset({"个", "下", "一下", "一版", "一份", "一个", "一篇", "一封", "一张", "一遍"})
_NOT_ORDERS = frozenset(
    {"是", "有", "有没有", "要", "在", "会", "能", "叫", "觉得", "知道", "想", "去", "来"}
)


def reads_as_order(text: str) -> bool:
    """Whether a clause of Chinese ``text`` is an order (see the comment above)."""
    return any(_clause_orders(tag(c)) for c in _CLAUSE.split(text) if c.strip())


def _clause_orders(words: list[Word]) -> bool:
    words = [w for w in words if w.text.strip()]
    if words and words[0].flag == "t":  # 今晚, 明天
        words = words[1:]
    if len(words) < 2:
        return False
    first, then = words[0], words[1]
    if first.text == "把":
        return not any(w.text == "了" for w in words)
    if first.flag != "v" or first.text in _NOT_ORDERS or first.text[0] in _NOT_ORDERS:
        return False
    doubled = len(first.text) == 2 and first.text[0] == first.text[1]
    counted = then.text in _COUNTED or (then.text == "一" and len(words) > 2)
    return doubled or counted


def _titled_names(words: list[Word]) -> list[Word]:
    """何/r 医生/n -> 何医生/nr (``SURNAMES``, ``TITLES``)."""
    with _lock:
        frequencies = _jieba().dt.FREQ
    out: list[Word] = []
    i = 0
    while i < len(words):
        word = words[i]
        title = words[i + 1] if i + 1 < len(words) else None
        before = out[-1] if out else None
        if (
            title is not None
            and len(word.text) == 1
            and word.text in SURNAMES
            and title.text in TITLES
            and title.start == word.end
            and not word.flag.startswith(_FUNCTION_FLAGS)
            and not (
                before and before.end == word.start and frequencies.get(before.text[-1] + word.text)
            )
        ):
            out.append(Word(word.text + title.text, "nr", word.start))
            i += 2
            continue
        out.append(word)
        i += 1
    return out


def _split_name(word: Word) -> list[Word]:
    if len(word.text) == 3 and word.text[0] in LEADING_CONSUMPTION_VERBS:
        # jieba keeps "喝咖啡"/"吃火锅" whole (even tagged as a name): the object is the noun
        return [Word(word.text[0], "v", word.start), Word(word.text[1:], "n", word.start + 1)]
    if word.flag not in PERSON_FLAGS or len(word.text) != 3:
        return [word]
    if word.text[-1] in NAME_TRAILING_VERBS:
        return [Word(word.text[:2], word.flag, word.start), Word(word.text[2], "v", word.end - 1)]
    if word.text[0] in NAME_LEADING_CONJUNCTIONS:
        return [Word(word.text[0], "c", word.start), Word(word.text[1:], word.flag, word.start + 1)]
    return [word]


def candidates(words: list[Word]) -> list[Candidate]:
    """Projects first (they take precedence), then named things and nouns, in text order."""
    found = _projects(words)
    skip_next = False
    for i, word in enumerate(words):
        if skip_next:
            skip_next = False
            continue
        following = words[i + 1] if i + 1 < len(words) else None
        if following and word.flag in PROPER_FLAGS and following.text in ORG_SUFFIXES:
            name = word.text + following.text
            found.append(Candidate(name, "organization", word.start, following.end, name))
            skip_next = True
            continue
        kind = word_kind(word)
        if kind is not None:
            found.append(Candidate(word.text, kind, word.start, word.end, word.text))
    return found


def word_kind(word: Word) -> str | None:
    """The entity kind of one tagged word, or None when it is not an entity."""
    if word.text in KNOWN_KINDS:
        return KNOWN_KINDS[word.text]
    if len(word.text) < 2 or not has_han(word.text):
        return None
    if word.flag in ("nr", "nrfg"):
        return "person"
    if word.flag == "nrt":
        return "organization" if word.text.endswith(ORG_SUFFIXES) else "person"
    if word.flag == "ns":
        return "place"
    if word.flag == "nt":
        return "organization"
    if word.flag == "nz":
        return "product" if _ASCII_ALNUM.search(word.text) else "concept"
    if word.flag in NOUN_FLAGS and word.text not in GENERIC_NOUNS:
        return "concept"
    return None


def _projects(words: list[Word]) -> list[Candidate]:
    """阿波罗项目 and 项目阿波罗, both keyed 项目阿波罗 (Latin names are the regex's job)."""
    found = []
    for i, word in enumerate(words):
        if word.text != "项目":
            continue
        before = words[i - 1] if i > 0 else None
        after = words[i + 1] if i + 1 < len(words) else None
        if after and after.flag in PROPER_FLAGS and has_han(after.text):
            label = word.text + after.text
            found.append(Candidate(label, "project", word.start, after.end, label))
        elif before and before.flag in PROPER_FLAGS and has_han(before.text):
            name = before.text + word.text
            found.append(Candidate(name, "project", before.start, word.end, "项目" + before.text))
    return found


def search_words(words: list[Word]) -> list[tuple[int, str]]:
    """Content words with their offsets, plus jieba's search-mode sub-words of long words.

    Search mode is applied to the tagged (and repaired) words rather than through
    ``jieba.cut_for_search``, so the index sees 张伟 where plain search mode keeps 张伟去.
    """
    with _lock:
        frequencies = _jieba().dt.FREQ
    found: list[tuple[int, str]] = []
    for word in words:
        if not has_han(word.text) or word.flag.startswith(_SEARCH_SKIP_FLAGS):
            continue
        for size in (2, 3):
            if len(word.text) > size:
                for i in range(len(word.text) - size + 1):
                    part = word.text[i : i + size]
                    if frequencies.get(part):
                        found.append((word.start + i, part))
        found.append((word.start, word.text))
    return found
