"""How a turn reports an outcome: a tool's error, a user's correction, refusal or approval,
what the user says they want, and the action an agent narrates. English and Chinese; no I/O.

Reflection (``service.reflection``) reads an episode sequence with these:

- ``error_shaped("HTTP 504 Gateway Timeout after 30s")`` → True; ``"OK: wrote q3.pdf"`` → False.
- ``corrects("No, that's not what I meant, I want the decisions only")`` → True;
  ``corrects("不对，我要的是要点")`` → True.
- ``refuses("Please not a pie chart, they're unreadable")`` → True; ``refuses("别用饼图")`` → True.
- ``approves("perfect, thanks")`` / ``approves("可以，就这样")`` → True.
- ``wanted("No, I want just the decisions as bullets")`` → "just the decisions as bullets";
  ``wanted("不对，我要的是决议要点")`` → "决议要点".
- ``refused("I don't want the whole transcript")`` → "the whole transcript".
- ``asked_for("way too harsh, they're an old client, make it friendlier", verb)`` → "make
  it friendlier" (``verb``: a parse that reads an order); ``asked_for("太凶了 人家是老客户
  语气客气点")`` → "语气客气点".
- ``actions("The font was missing, so I installed Noto Sans CJK and re-ran the export.")``
  → ["install Noto Sans CJK", "re-run the export"]; ``actions("缺少字体，我先安装了思源黑体，
  再重新导出了。")`` → ["安装思源黑体", "重新导出"].
"""

from __future__ import annotations

import re
from collections.abc import Callable

from service.language.entities_zh import tag
from service.language.script import has_han
from service.language.wording import zh_parts

# --- errors ---------------------------------------------------------------------------------
_ERROR = re.compile(
    r"(?i)\b(?:error|errno|exception|traceback|failed|failure|fatal|refused|denied|forbidden"
    r"|unauthori[sz]ed|timed? ?out|timeout|not found|no such|missing|invalid|cannot|can't"
    r"|could not|couldn't|unable to|rejected|aborted|exceeded|unavailable)\b"
    r"|\b(?:HTTP|status)\s*[45]\d\d\b|\b[45]\d\d\s+(?:Bad|Unauthori|Forbidden|Not Found|Gateway"
    r"|Service|Internal|Too Many|Request|Conflict|Payload)"
    r"|\b[A-Z]\w*(?:Error|Exception)\b"
    r"|错误|失败|异常|超时|报错|未安装|未找到|找不到|不存在|拒绝|无权|无法|不支持|不合法|非法|格式不对"
    r"|格式有误|已过期|过期了|缺少|不可用|中断"
)
_OK = re.compile(
    r"(?i)^\s*(?:ok|okay|success|succeeded|done|completed|finished|created|sent|saved|wrote"
    r"|written|uploaded|deployed|passed|200\b)|\b(?:successfully|succeeded)\b"
    r"|成功|完成|已生成|已发送|已保存|已上传|已创建|已导出|通过"
)
ERROR_STATUSES = frozenset({"error", "failed", "failure", "fail", "errored", "exception"})
OK_STATUSES = frozenset({"ok", "success", "succeeded", "done", "completed", "passed"})


def error_shaped(text: str) -> bool:
    """The text reads as an error report (a tool's output, not a person's remark)."""
    head = text.strip()[:400]
    return bool(_ERROR.search(head)) and not _OK.match(head)


def tool_status(status: object, text: str) -> str:
    """ "error" or "ok" for a tool's answer: its stated status first, else its text's shape."""
    if isinstance(status, str) and status.strip().lower() in ERROR_STATUSES:
        return "error"
    if isinstance(status, str) and status.strip().lower() in OK_STATUSES:
        return "ok"
    return "error" if error_shaped(text) else "ok"


# --- what users say about what they got ---------------------------------------------------
_CORRECTS = re.compile(
    r"(?i)\b(?:that's|that is|this is|it's|it is)\s+not\s+what\s+i\s+"
    r"(?:meant|asked|wanted|said|need|want)|\bnot what i (?:meant|asked for|wanted|need|want)\b"
    r"|\bi (?:meant|said|asked for)\b|\byou (?:misunderstood|got it wrong|misread)\b"
    r"|\bthat's wrong\b|\bwrong (?:one|format|file)\b"
    r"|^\s*no[,!.]?\s+(?:no[,!.]?\s+)?(?:i\s+(?:want|need|meant|asked)|just|only|not\b)"
    r"|不对|不是我要的|不是我想要的|我要的(?:是|不是)|我说的是|我是说|我的意思是|你理解错|搞错了|弄错了"
    r"|不是这个|不是这样"
)
_REFUSES = re.compile(
    r"(?i)^\s*(?:no|nope|nah)\b|\b(?:please\s+)?(?:not|no more|don't|do not|never)\s+(?:a|an|the"
    r"|use|do|send|make|put|give|want|go|book|pick)\b|\bi(?:'d| would) rather not\b"
    r"|\b(?:too|way too) (?:expensive|slow|long|complicated|risky|much|early|late|big|small)\b"
    r"|\bi don't (?:want|like|need)\b|\bthat won't work\b|\bnot (?:that|this) one\b"
    r"|不要|(?:^|[，,。.！!？?；;\s]|你|您|就|可|千万|先|也)别(?!忘|急|着急|客气|担心|介意|的|人|墅)[\u4e00-\u9fff]|不行|不用|算了|不好|太贵|太慢|太长|太复杂|不合适|不喜欢|换一个|不考虑"
)
_APPROVES = re.compile(
    r"(?i)\b(?:perfect|great|excellent|awesome|nice|exactly|thanks|thank you|thx|cheers"
    r"|looks good|that's it|that works|works for me|sounds good|love it|good job|well done"
    r"|much better|spot on)\b|^\s*(?:ok|okay|cool|yes|yep|sure|good)\b"
    r"|完美|很好|不错|谢谢|多谢|可以|就这样|没问题|挺好|好的|行了|对了|就是这个|太棒|搞定|辛苦"
    r"|^\s*(?:行|好)(?:吧|嘞|啊|呀)?(?:[，,。.!！\s]|$)"
)


def corrects(text: str) -> bool:
    """A user telling the agent it got their request wrong."""
    return bool(_CORRECTS.search(text))


def refuses(text: str) -> bool:
    """A user turning down what the agent did or proposed."""
    return bool(_REFUSES.search(text)) or corrects(text)


def approves(text: str) -> bool:
    """A user accepting what the agent did (and neither correcting nor refusing it)."""
    return bool(_APPROVES.search(text)) and not refuses(text)


# --- what they want and what they turn down ------------------------------------------------
_WANT_EN = re.compile(
    r"(?i)\b(?:i (?:want|wanted|need|needed|meant|asked for|'d like|would like|'d prefer"
    r"|prefer)|just (?:give|send|show|make) me|give me|send me|show me|instead,?\s+(?:use|do|give"
    r"|send|make)?|rather)\s+(?P<what>[^.!?\n]+)"
)
_WANT_ZH = re.compile(
    r"(?:我要的是|我想要的是|我要(?!的)|我想要(?!的)|我需要(?!的)|只要|只需要|给我|改成|换成"
    r"|改用|换用|而是|应该是|[弄做写整理列排画]成)"
    r"(?P<what>[^，。！？；,.!?;\n]+)"
)
_NEGATED_ZH = re.compile(r"(?:不|别|没|不要|不用|不能|别再)$")  # "不要写成作文" wants no essay
_REFUSED_EN = re.compile(
    r"(?i)\b(?:don't|do not|didn't)\s+(?:want|need|like|use|send|do|give me)\s+"
    r"(?P<what>[^,.!?;\n]+)"
    r"|\b(?:not|no)\s+(?P<what2>(?:a|an|the|that|this|another|more)\s+[^,.!?;\n]+)"
)
_REFUSED_ZH = re.compile(r"(?:不要|别用|别|不想要|不需要|不用|不是)(?P<what>[^，。！？；,.!?;\n]+)")
_TRIM = " ,;:.!?，。；：！？、\"'“”‘’"
ACTION_CHARS = 160  # the longest action kept: a lesson is an instruction, not a transcript
_TAIL_EN = re.compile(r"(?i)\s+(?:please|thanks|thank you|this time|again|instead)\s*$")
_TAIL_ZH = re.compile(r"(?:吧|呢|啊|哦|了|就行|就好|就可以|即可|谢谢)+$")


def wanted(text: str) -> str | None:
    """What a user says they want instead, in their words; None when they only refuse."""
    zh = has_han(text)
    for match in (_WANT_ZH if zh else _WANT_EN).finditer(text):
        if zh and _NEGATED_ZH.search(text[max(0, match.start() - 2) : match.start()]):
            continue
        what = _clean(match.group("what"), zh)
        if what and not (_REFUSED_ZH if zh else _REFUSED_EN).match(what):
            return what
    return None


# What an objection asks for in its own words, beside "I want…" (``wanted``): "just…" or
# "only…" ("just the action items"), and, in Chinese, more of a quality ("语气客气点",
# "简单一点"); or an order in English ("make it friendlier"), as a parse reads it.
_JUST_EN = re.compile(r"(?i)^(?:just|only)\s+\S")
_MORE_ZH = re.compile(r"^(?P<what>[\u4e00-\u9fff]{1,6}?)一?点儿?$")
# …not the 一点 and 有点 of degree ("有点长" says what was wrong), nor pace or time ("快点",
# "晚点"), which say when, not what to deliver
_NOT_MORE_ZH = frozenset({"一", "有", "差", "快", "早", "晚"})
_ORDER_NOT = re.compile(r"(?i)^(?:don't|do not|never|no|not|please don't)\b")
_SENTENCES = re.compile(r"(?<=[.;!?])\s+|\n+")
_CLAUSES = re.compile(r",\s*")


def asked_for(text: str, verb: OpensWithVerb | None = None) -> str | None:
    """What an objection ends by asking for, in the user's words, when it does not say "I
    want" ("way too harsh, they're an old client, make it friendlier" → "make it
    friendlier"; "太凶了 人家是老客户 语气客气点" → "语气客气点"); None when it only says
    what was wrong, or turns something down ("don't send it yet"). ``verb`` reads an order in
    English (``EntityExtractor.opens_with_verb``); an order goes on to the end of its
    sentence ("Put it in a table: metric, this week, last week, change.")."""
    if has_han(text):
        # its parts, cut at spaces too (``zh_parts``); not ``_ZH_CLAUSE``, which cuts an
        # agent's narration into its steps at 然后 and 再
        for clause in reversed(zh_parts(text)):
            more = _MORE_ZH.match(clause)
            if more and more.group("what") not in _NOT_MORE_ZH:
                return clause
        return None
    for sentence in reversed([s.strip() for s in _SENTENCES.split(text) if s.strip()]):
        clauses = _CLAUSES.split(sentence)
        for k in range(len(clauses) - 1, -1, -1):
            clause = clauses[k].strip()
            if len(clause.split()) < 2:  # a word of a list ("…, last week, change")
                continue
            order = verb is not None and not _ORDER_NOT.match(clause) and verb([clause.lower()])[0]
            if _JUST_EN.match(clause) or order:
                asked = ", ".join(c.strip() for c in clauses[k:]).rstrip(_TRIM)
                return asked if asked.startswith("I ") else asked[:1].lower() + asked[1:]
    return None


def refused(text: str) -> str | None:
    """What a user turns down, in their words ("not a pie chart" → "a pie chart")."""
    zh = has_han(text)
    match = (_REFUSED_ZH if zh else _REFUSED_EN).search(text)
    if match is None:
        return None
    what = match.group("what") or (match.groupdict().get("what2") or "")
    return _clean(what, zh) or None


def _clean(what: str, zh: bool) -> str:
    what = what.strip(_TRIM)
    what = (_TAIL_ZH if zh else _TAIL_EN).sub("", what).strip(_TRIM)
    return what[:160]


# --- what an agent narrates having done ----------------------------------------------------
_CLAUSE_EN = re.compile(
    r"\s*(?:[,;!?]+\s*|[.:](?=\s|$)\s*|\s+(?:and then|then|and|so|but)\s+)", re.IGNORECASE
)
_ACTOR_EN = re.compile(
    r"(?i)^(?:so\s+|then\s+|now\s+|first\s+|ok(?:ay)?\s+)*(?:(?:i'm|i am|we're|let me|let's"
    r"|i(?:'ve| have| had| will|'ll|'d| would)?|we(?:'ve| have| will|'ll|'d| would)?)(?![a-z]))?\s*"
    r"(?:just\s+|first\s+|now\s+)*"
)
_IRREGULAR = {
    "ran": "run", "re-ran": "re-run", "reran": "rerun", "set": "set", "put": "put",
    "made": "make", "got": "get", "sent": "send", "took": "take", "gave": "give",
    "wrote": "write", "rewrote": "rewrite", "built": "build", "rebuilt": "rebuild",
    "chose": "choose", "went": "go", "split": "split", "cut": "cut", "told": "tell",
    "found": "find", "kept": "keep", "left": "leave", "bought": "buy", "did": "do",
    "redid": "redo", "began": "begin", "brought": "bring", "paid": "pay", "led": "lead",
}  # fmt: skip
_VERB = re.compile(r"(?i)^(?P<verb>[a-z][a-z-]*?(?:ed|ing)|" + "|".join(_IRREGULAR) + r")\b")
_DOUBLED = re.compile(r"([bdgmnprt])\1$")
_ZH_CLAUSE = re.compile(r"[，,。；;！!？?\n]+|然后|接着|之后再|再")
_ZH_ACTOR = re.compile(
    r"^(?:好的|嗯|那|这次|于是|所以|因此)?(?:我们|我|已经|已|先|刚|刚才|帮你|给你|为你|就)*"
)
_ZH_DONE = re.compile(r"(?:了|好了|过了|完了|完毕|一下)(?=[^了]*$)|了$")
_ZH_SELF = re.compile(r"我|先")  # an actor's words that say the agent tells of itself
_ZH_SUCCEEDED = re.compile(r"(?:成功|完成|完毕)$")  # "重新发布成功": the act, not how it went
# Verbs of being, having, needing, being able, thinking and knowing: no act ("需要先登录",
# "缺少字体", "我觉得是证书的问题").
_ZH_NOT_ACTS = frozenset(
    {
        *("是", "有", "没有", "没", "要", "需要", "得", "能", "能够", "可以", "会", "应该"),
        *("必须", "只能", "想", "觉得", "认为", "感觉", "猜", "估计", "怀疑", "知道", "发现"),
        *("看到", "以为", "缺少", "缺"),
    }
)
_ZH_PARTICLES = frozenset(["了", "过", "完", "一下", "下", "一遍", "好"])
_ZH_ACTION = re.compile(
    r"^(?:安装|装|添加|加|设置|设|配置|改|换|切换|用|使用|调|调整|指定|开启|打开|关闭|更新|升级|登录"
    r"|刷新|重试|重新|增加|减少|拆分|分批|压缩|转换|转|上传|下载|删除|清理|清除|导入|授权|申请|填写"
    r"|选|选择|按|把|将|给|带上|加上|传|传入|附上|补充|先)"
)


Lemmatize = Callable[[list[str]], list[str | None]]
OpensWithVerb = Callable[[list[str]], list[bool]]  # EntityExtractor.opens_with_verb

# what follows a verb that takes an object or a direction ("Rewrote it", "Moved the feedback
# onto…", "Cut it to…"), not a noun a participle describes ("Rounded corners")
_OBJECT_EN = re.compile(
    r"(?i)^(?:it|them|this|that|these|those|the|a|an|each|every|all|everything|one|my|your"
    r"|our|their|his|her|into|onto|to|in|on|with|as|up|down|out|over|off|back|from|by|for)\b"
)
# after a modal or "let's" a verb comes in its base form ("I'd run it…", "let's do a canary")
_MODAL_EN = re.compile(
    r"(?i)^(?:(?:i|we)(?:'d|'ll| would| will| can| could)|let(?:'s| me| us)|(?:you |u )?to)\s+"
)  # …and after "to" ("I want you to move it…": the want is "you to move it…")
_WORD_EN = re.compile(r"[a-z][a-z-]*", re.IGNORECASE)
_ZH_DISPOSAL = ("把", "将")  # "把日期改成…": what is done to a thing, said before the verb


def actions(text: str, lemmatize: Lemmatize | None = None) -> list[str]:
    """The actions an agent says it took (or is taking), as instructions, in order:
    "I installed X" → "install X", "Retrying with timeout=120" → "retry with timeout=120",
    "我先安装了思源黑体" → "安装思源黑体". Clauses that describe a state, not an action
    ("the font was missing"), are left out. ``lemmatize`` gives the base form of each
    clause's first word, read in its clause (``EntityExtractor.first_lemmas``: "Writing the
    .npmrc…" → "write"); without it, or where it gives none, suffix rules do."""
    return _zh_actions(text) if has_han(text) else _en_actions(text, lemmatize)


def instruction(
    text: str, lemmatize: Lemmatize | None = None, verb: OpensWithVerb | None = None
) -> str | None:
    """``text`` as an instruction, whole, when it opens with an action the agent took or
    offers to take: "Rewrote it with a TL;DR up top: …" → "rewrite it with a TL;DR up top:
    …", "I'd run it as an online migration" → "run it as an online migration", "我先把日期
    改成…" → "把日期改成…", "压成三行：…" as it is. None when it opens with a thing ("a
    horizontal bar chart", "决议要点") or a participle that describes one ("Rounded corners");
    a lone Chinese word is left alone too, its tag a guess ("表"). ``verb`` reads a verb in
    its base form ("move it to the quarantine suite"), which the suffixes cannot tell from
    a noun."""
    if has_han(text):
        return _zh_instruction(text)
    modal = _MODAL_EN.match(text.strip())
    clause = text.strip()[modal.end() :] if modal else _ACTOR_EN.sub("", text.strip(), count=1)
    clause = clause.strip()
    match = (_WORD_EN if modal else _VERB).match(clause)
    lowered = clause[:1].lower() + clause[1:]  # spaCy reads "Drew it…" as a name's verb form
    said_verb = verb([lowered])[0] if verb is not None and clause else None
    if said_verb is False and not modal:  # "everything in one table": -ing, but no verb
        return None
    if match is None:
        return _base_form(lowered, lemmatize) if said_verb else None
    rest = clause[match.end() :].strip()
    if not _OBJECT_EN.match(rest):
        return None
    word = match.group(0).lower()
    if modal:  # a capital after "to" or "I'd" is a name: "to Lisbon by train"
        return None if match.group(0)[0].isupper() else f"{word} {rest}"
    base = _verb_base(word, lemmatize([clause])[0] if lemmatize else None)
    return f"{base} {rest}" if base else None


def _base_form(clause: str, lemmatize: Lemmatize | None) -> str:
    """``clause`` with its first word, a verb, in the base form ("Drew it…" → "draw it…")."""
    first, _, rest = clause.partition(" ")
    lemma = lemmatize([clause])[0] if lemmatize else None
    return f"{lemma or first.lower()} {rest}".strip()


def _zh_instruction(text: str) -> str | None:
    clause = _ZH_ACTOR.sub("", text.strip(), count=1).strip()
    said = [w for w in tag(clause) if w.text.strip()]
    if len(said) < 2:
        return None
    first = said[0]
    if first.text in _ZH_DISPOSAL or first.flag.startswith("v"):
        return clause
    if first.flag == "p":  # "按公文格式重排", "在 DMS 里提一个工单": how or where, then the verb
        head = next((k for k, w in enumerate(said) if w.flag == "x"), len(said))
        acts = any(  # a verb that is no modifier: "按营收排的柱状图" is a chart
            said[k].flag.startswith("v") and (k + 1 >= head or said[k + 1].text != "的")
            for k in range(1, head)
        )
        return clause if acts else None
    return None


def _en_actions(text: str, lemmatize: Lemmatize | None) -> list[str]:
    verbs: list[tuple[str, str, str]] = []  # (verb, clause from the verb, rest)
    for clause in _CLAUSE_EN.split(text):
        clause = _ACTOR_EN.sub("", clause.strip(), count=1).strip()
        match = _VERB.match(clause)
        if match is not None:
            verbs.append((match.group("verb"), clause, clause[match.end() :].strip(_TRIM)))
    lemmas = lemmatize([c for _, c, _ in verbs]) if lemmatize and verbs else [None] * len(verbs)
    found: list[str] = []
    for (verb, _, rest), lemma in zip(verbs, lemmas, strict=True):
        base = _verb_base(verb.lower(), lemma)
        if base is not None:
            found.append(f"{base} {rest}".strip()[:ACTION_CHARS])
    return found


def _verb_base(word: str, lemma: str | None) -> str | None:
    """The base form of a narrated verb (lowercased): irregular ones by the table, others by
    spaCy's lemma read in its clause (when it differs) or the suffix rules."""
    return _IRREGULAR.get(word) or _either(lemma if lemma != word else None, _base(word))


def _either(lemma: str | None, stem: str | None) -> str | None:
    """spaCy's lemma or the suffix rules' stem: of two where one begins the other, the longer
    keeps what the inflection kept ("writ" / "write", "instal" / "install")."""
    if lemma is None or stem is None:
        return lemma or stem
    if lemma.startswith(stem) or stem.startswith(lemma):
        return max(lemma, stem, key=len)
    return lemma


def _base(verb: str) -> str | None:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ied"):
        return verb[:-3] + "y"
    if verb.endswith("ing") and len(verb) > 5:
        stem = verb[:-3]
    elif verb.endswith("ed") and len(verb) > 4:
        stem = verb[:-2]
    else:
        return None
    if len(stem) > 3 and _DOUBLED.search(stem) and not stem.endswith(("ll", "ss")):
        return stem[:-1]
    if stem.endswith(("at", "iz", "is", "ov", "us", "ur", "dl", "bl", "pl", "ng", "rg", "ud")):
        return stem + "e"  # updat-e, initializ-e, remov-e, us-e, configur-e, handl-e, chang-e
    return stem


def _zh_actions(text: str) -> list[str]:
    found: list[str] = []
    for said in _ZH_CLAUSE.split(text):
        said = said.strip()
        clause = _ZH_ACTOR.sub("", said, count=1)
        narrated = bool(_ZH_SELF.search(said[: len(said) - len(clause)]))  # "我…", "先…"
        clause = clause.strip()
        acts = _ZH_ACTION.match(clause) or _zh_opens_with_act(clause, narrated)
        clause = _ZH_SUCCEEDED.sub("", _ZH_DONE.sub("", clause)).strip(_TRIM)
        if clause and acts:
            found.append(clause.removeprefix("先")[:ACTION_CHARS])
    return [a for a in found if a]


def _zh_opens_with_act(clause: str, narrated: bool) -> bool:
    """Whether a Chinese clause, past the words of its actor, opens with an act the agent did,
    as the parts of speech read it, where the common verbs of ``_ZH_ACTION`` do not list it
    (``narrated``: the clause opens with the agent, "我…", or with "先…"):
    a verb ("我执行了 docker login…", "我启用了 CPU 编码", "我找法务解除了锁定"), or a phrase of
    where or how before one ("我在金蝶里先反结账", "我先通过堡垒机建立了端口转发"). Told of
    oneself ("我…", "先…") or done ("执行了…"); not what is, must or seems ("缺少字体",
    "需要先登录", "审批通过后…"), nor how much was done ("拉了87页")."""
    said = [w for w in tag(clause) if w.text.strip()]
    if len(said) < 2:
        return False
    first, then = said[0], said[1]
    rest = [w for w in said[1:] if w.text not in _ZH_PARTICLES]
    if not rest or rest[0].flag == "m":  # "看了一下": on what? "拉了87页": how much was done
        return False
    if first.flag == "v" and first.text not in _ZH_NOT_ACTS:
        return narrated or then.text == "了"
    if first.flag == "p" and narrated:
        return any(w.flag == "v" and w.text not in _ZH_NOT_ACTS for w in said[2:])
    return False
