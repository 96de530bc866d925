"""Pattern tables for rule-based kind classification, importance signals and rejections.

Every table is data: a rule name (shown to users as the signal that fired) and a compiled
pattern, written as a list of alternatives. English patterns ignore case and see text whose
curly apostrophes were made straight. ``TIERS`` is ordered: the first tier with a rule that
fires decides the kind (see kinds.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from service.language.script import HAN_CLASS

Kind = Literal["preference", "decision", "task", "fact", "feedback", "lesson", "transient"]
Rule = tuple[str, re.Pattern[str]]

ALL_ROLES = frozenset({"user", "assistant", "system", "tool"})
PEOPLE = frozenset({"user", "system"})  # roles whose requests and questions are the user's
USER = frozenset({"user"})
SMALL_TALK = "small_talk"  # retain skips small talk by this signal name
# "ok, book it", "so please check…": an interjection before a request does not change it.
_LEAD_IN = (
    r"^(?:(?:ok|okay|so|then|and|also|now|alright|great|perfect|yes|yeah|sure|hey)[,!.]?\s+)*"
)
_POLITE = r"(?:please\s+|can you\s+|could you\s+|would you\s+)?"


def _rule(name: str, *alternatives: str) -> Rule:
    return name, re.compile("|".join(alternatives), re.IGNORECASE)


@dataclass(frozen=True)
class Tier:
    name: str
    kind: Kind
    confidence: float  # when one rule of the tier fires and no other kind competes
    roles: frozenset[str]
    rules: tuple[Rule, ...]  # empty for the rejection tier, which asks detect_rejection


_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_ZH_PUNCT = r"[\s!！。.,，~～?？]"
_SMALL_TALK_EN = "|".join(
    (
        r"hi|hello|hey|thanks|thank you|thx|ty|ok|okay|k|sure|got it|cool|great|nice|awesome",
        r"good (?:morning|afternoon|evening|night)|bye|goodbye|see you|no problem|no worries",
        r"not bad|never mind|nevermind|you're welcome|lol|haha|yes|yeah|yep|alright|all right",
        r"sounds good|perfect|noted|wow|whoa|woah|aww+|oh|ooh|ah|omg|yay|woo-?hoo|hooray|hmm",
        r"(?:it's |so |really )?(?:good|nice|great) to (?:see|meet|hear from|talk to) you",
        r"how are you(?: doing)?|how have you been|how's it going|how are things|what's up",
        r"what's new|long time no (?:see|chat|talk)|take care|talk (?:to you )?(?:soon|later)",
        r"hope all's (?:good|well)|hope you're (?:well|doing well|good)",
        r"that's (?:so |really |super )?(?:cool|great|awesome|amazing|nice|wonderful|sweet)",
        r"(?:a |that's a |what a )?(?:good|great|nice|excellent|smart|wise|solid)"
        r" (?:choice|idea|pick|call|job|work|routine|one)|well done",
    )
)
_SMALL_TALK_TAIL_EN = (
    r"you|there|so much|a lot|very much|again|for (?:the|your|all the) help|with you|too|lately"
)
_SMALL_TALK_ZH = "|".join(
    (
        r"你好|您好|哈喽|嗨|谢谢|多谢|感谢|谢啦|好的|好吧|好|嗯+|哦+|行|可以",
        r"没问题|不错|不客气|早上好|晚上好|早安|晚安|再见|拜拜|收到|明白了?|知道了",
        r"辛苦了|哈+|好主意|好选择|不错的选择|选得好|有道理",
    )
)

LESSON = Tier(
    "lesson",
    "lesson",
    0.85,
    ALL_ROLES,
    (
        _rule(
            "lesson.learned",
            r"\blessons?\s+(?:learned|learnt)\b",
            r"\bthe (?:key )?(?:lesson|takeaway) (?:here )?(?:is|was)\b",
        ),
        _rule(
            "lesson.next_time",
            r"\bnext time,?\s+(?:we|i|you)\s+(?:should|must|need to|have to|will|'ll)\b",
            r"\b(?:from now on|in (?:the )?future),?\s+(?:we|i)\s+(?:should|must)\b",
        ),
        _rule("lesson.note_to_self", r"\bnote to self\b"),
        _rule(
            "lesson.zh",
            r"教训|经验是|吸取|以后要记得",
            r"下次(?:要|一定|得|应该|记得|别)",
            r"以后(?:一定要|得|应该)",
        ),
    ),
)

REJECTION = Tier("rejection", "decision", 0.8, PEOPLE, ())
# "I don't want X" voices a want, a preference; every other rejection settles a choice.
REJECTION_KINDS: dict[str, Kind] = {"dont_want": "preference"}

FEEDBACK = Tier(
    "feedback",
    "feedback",
    0.8,
    USER,
    (
        _rule(
            "feedback.wrong",
            r"\byou(?:'re| are| were) (?:wrong|mistaken|incorrect)\b|\bwrong answer\b",
            r"^(?:no,?\s+)?that(?:'s| is| was) (?:wrong|incorrect|not right)\b",
        ),
        _rule(
            "feedback.not_asked",
            r"\bthat(?:'s| is) not what i (?:asked|wanted|meant|said)\b",
            r"\bi didn't ask (?:for|you)\b",
        ),
        _rule(
            "feedback.stop",
            r"\bstop (?:doing|saying|sending|using|adding|asking|repeating|apologi[sz]ing)\b",
            r"\b(?:don't|do not|never) do that again\b",
        ),
        _rule(
            "feedback.length",
            r"^(?:that(?:'s| is| was)|this is|it's|way"
            r"|(?:your|the) (?:answer|reply|response|summary|message|text|email|draft)s?"
            r" (?:is|was|are))?\s*too (?:long|verbose|wordy|short|formal|vague)\b",
        ),
        _rule("feedback.told_you", r"\bi (?:already |just )?told you\b|\bi already said\b"),
        _rule(
            "feedback.style",
            r"\bplease be more\b|^why (?:did|do|would) you\b",
            r"\byou (?:forgot|ignored|misunderstood|missed)\b",
            r"\byou keep (?:forgetting|ignoring|getting)\b",
        ),
        _rule(
            "feedback.zh_wrong",
            r"(?<!对)不对(?!劲)|你(?:搞|弄|理解|听|记)错|你(?:根本|又|还是)?没(?:听懂|理解|明白|看懂)",
            r"(?<!我记|我说|我看|我写|我算|我弄|我搞|我听)错了",
        ),
        _rule("feedback.zh_not_asked", r"不是我要的|不是我想要的|我没让你"),
        _rule("feedback.zh_again", r"别再|不要再|你又|你怎么(?:又|还)|我(?:已经|都|早就)?说过"),
        _rule(
            "feedback.zh_length",
            r"(?:^|这|你的?|写得|说得)(?:回答|回复|总结|内容|答案)?"
            r"太(?:长|啰嗦|啰唆|简单|复杂)了?",
        ),
    ),
)

TASK_STRONG = Tier(
    "task",
    "task",
    0.85,
    ALL_ROLES,
    (
        _rule(
            "task.remind",
            r"\bremind (?:me|us|him|her|them)\b",
            r"\bset (?:a|an|up a) (?:reminder|alarm)\b",
        ),
        _rule("task.dont_forget", r"\b(?:don't|do not) forget\b"),
        # "Done, reminders are on Lisbon time until March 14": a request carried out
        _rule("task.done", r"^(?:done|all set|reminder set)\b\s*[,:;.!-]\s*\w"),
        _rule("task.todo", r"\bto-do\b|\btodo\b|\badd (?:it|this|that) to my (?:list|calendar)\b"),
        _rule(
            "task.commitment",
            r"\bi(?:'ll| will| am going to|'m going to) (?:send|email|call|book|schedule"
            r"|remind|follow up|get back|share|forward|prepare|draft|submit|reply|order)\b",
        ),
        _rule("task.zh_remind", r"提醒(?:我|一下|他|她|我们)|别忘了|不要忘了|别忘记|不要忘记"),
        _rule("task.zh_remember", r"记得(?!我(?:不|喜欢|讨厌|爱|对|是))"),
        _rule("task.zh_todo", r"待办|加到(?:我的)?(?:日程|日历|清单)"),
    ),
)

TRANSIENT = Tier(
    "transient",
    "transient",
    0.75,
    ALL_ROLES,
    (
        _rule(
            "transient.lookup",
            rf"{_LEAD_IN}{_POLITE}(?:check|look up|search(?: for)?|google|find out)\b"
            r"(?!-|\s+(?:in|out)\b)",
        ),
        _rule(
            "transient.one_off",
            rf"{_LEAD_IN}{_POLITE}(?:summari[sz]e|translate|explain|rewrite|rephrase|proofread"
            r"|calculate|convert|define|tell me|show me)\b",
        ),
        _rule(
            "transient.weather",
            r"\b(?:what|how)(?:'s| is| will be) the weather\b",
            r"\bweather (?:in|for|today|tomorrow|forecast)\b|\b(?:today|tomorrow)'s weather\b",
        ),
        _rule(
            "transient.time",
            r"\bwhat time is it\b|\bwhat(?:'s| is) the (?:time|date)\b",
            r"\bwhat day is (?:it|today)\b",
        ),
        _rule(
            SMALL_TALK,
            rf"^(?:(?:{_SMALL_TALK_EN})\b[\s!?.,]*)+(?:(?:{_SMALL_TALK_TAIL_EN})\b[\s!?.,]*)*$",
            rf"^(?:(?:{_SMALL_TALK_ZH}){_ZH_PUNCT}*)+(?:[你您啦了哈呀啊]{_ZH_PUNCT}*)*$",
        ),
        _rule(
            "transient.momentary",
            r"\b(?:i'm|i am|we're|we are)\b[^.!?]*\b(?:right now|at the moment)\b",
            rf"^(?:我|我们)?现在在[{HAN_CLASS}]{{1,3}}(?:[，,。！？!?；;]|$)",
            r"现在住(?:在)?我(?:这儿|这里|家)",
        ),
        _rule(
            "transient.zh_lookup",
            r"查一下|查查|查一查|搜一下|搜搜|搜索一下|帮我查",
            r"看一下(?:天气|时间)",
        ),
        _rule(
            "transient.zh_weather",
            r"(?:今天|明天|后天|今晚|明早)(?:的)?天气",
            r"天气(?:怎么样|如何|好吗|预报)",
        ),
        _rule("transient.zh_time", r"几点了|现在几点|今天(?:几号|星期几|周几)"),
        _rule("transient.zh_one_off", r"(?:翻译|解释|总结|概括|算|换算|改写|润色)一下"),
    ),
)

DECISION = Tier(
    "decision",
    "decision",
    0.75,
    ALL_ROLES,
    (
        _rule(
            "decision.decided",
            r"\bdecided\b|\bsettled on\b|\b(?:it's|that's|it is) (?:final|settled|decided)\b",
            r"\bfinal (?:budget|decision|answer|price|plan|date|version|call)\b",
        ),
        _rule(
            "decision.go_with",
            r"\b(?:we'll|we will|let's|we're going to|we are going to|i'll|i will) go with\b",
            r"\b(?:chose|have chosen|picked|went with|opted for)\b",
        ),
        _rule("decision.approved", r"\b(?:agreed|approved|signed off)\b"),
        _rule(
            "decision.new_value",
            r"(?<!\bit )(?<!\bwhat )\b(?:is|are) now\b",
            r"\bha(?:s|ve) been (?:raised|increased|reduced|lowered|cut|moved|changed|set"
            r"|updated|extended|pushed|postponed)\b",
            r"\b(?:changed|switched|updated) (?:it )?to\b",
            # a thing moved to a new date or place; "I moved to Berlin" is a life event
            r"(?<!\bi )(?<!\bwe )(?<!\bhe )(?<!\bshe )(?<!\bthey )"
            r"\b(?:moved|pushed|postponed|rescheduled|shifted) (?:back )?to\b",
        ),
        _rule(
            "decision.zh_decided",
            r"决定|(?<!一)定了|就这么定|就这么办|就这样吧|敲定|确定了|批准|通过了",
            r"最终(?:预算|方案|决定|版本|价格)",
        ),
        _rule("decision.zh_chosen", r"就用|选了|选定|选择了|改成|改为|改到|换成"),
        _rule(
            "decision.zh_budget",
            r"预算(?:是|为|定为|提高到|提高|增加到|降到|调整为|调到)(?!多少|什么|几)",
        ),
    ),
)

PREFERENCE = Tier(
    "preference",
    "preference",
    0.75,
    ALL_ROLES,
    (
        _rule(
            "preference.like",
            r"\b(?:i|we|he|she|they|my \w+) (?:really |also |still |do |don't |do not "
            r"|absolutely |kind of |kinda |just |much )?(?:like|likes|love|loves|enjoy|enjoys"
            r"|hate|hates|dislike|dislikes|adore|can't stand|cannot stand)\b",
            r"\b(?:not )?a (?:big |huge )?fan of\b",
        ),
        _rule(
            "preference.prefer",
            r"\bprefer(?:s|red)?\b|\bfavou?rite\b|\bi'?d rather\b|\bi would rather\b",
        ),
        _rule("preference.always_never", r"\b(?:always|never)\b(?!\s+mind\b)"),
        _rule(
            "preference.habit",
            r"\b(?:i|we) (?:usually|normally|typically|tend to)\b",
            r"^(?:i|we) \w+ (?:\w+ )?(?:every|each) (?:day|morning|evening|night|week|weekday)\b",
        ),
        _rule(
            "preference.habit_change",
            r"\b(?:i|we)(?:'ve| have)? (?:quit|given up|gave up"
            r"|stopped (?:drinking|eating|using))\b",
            r"\b(?:i|we)(?:'ve| have)? (?:started|switched to) (?:\w+ing\b|\w+ \w+ again\b)",
            r"\b(?:i|we) no longer (?:drink|eat|use|like|want)\b",
        ),
        _rule(
            "preference.standing",
            r"^(?:when|whenever|every time|each time) you (?:summari[sz]e|write|send|answer"
            r"|reply|draft|book|suggest|recommend|order|plan|pick|choose|buy|schedule)\b",
            # "from now on just give me the short version", "going forward, send them as PDFs":
            # how the assistant is to do something, from now on; not a reminder ("from now on
            # remind me…")
            r"\b(?:from now on|from here on|going forward|in future|in the future)\b[\s,]*"
            r"(?:(?:just|please|pls|only|always)\s+)?(?!remind\b)(?:give|send|keep|use|write"
            r"|reply|answer|make|book|get|put|format|skip|stop|no more|don'?t)\b",
        ),
        # a way of doing something asked for from now on ("以后订机票都选靠窗的", "你以后帮我排
        # 运动计划就按夜跑来", "今后…一律…"); not a reminder that recurs ("以后每周五提醒我…"), nor
        # "after" ("回来以后帮我…": 以后 after a verb)
        _rule(
            "preference.zh_standing",
            r"(?:^|[，,。；;！!\s]|你|我们?)(?:以后|今后|往后|从今往后|从现在起)"
            r"(?!.*(?:提醒|叫我|记得))[^，,。；;]{0,14}?(?:都|就按|就用|就选|一律|统一|全部)",
        ),
        _rule(
            "preference.diet",
            r"\bi(?:'m| am) (?:\w+ly )?(?:a |an )?(?:vegetarian|vegan|pescatarian"
            r"|lactose intolerant|gluten[- ]free)\b",
            r"\ballergic\b|\ballergy\b|\bi (?:don't|do not|never|can't) (?:eat|drink)\b",
        ),
        _rule(
            "preference.zh_like",
            r"喜欢|讨厌|受不了|最爱|爱(?:吃|喝|看|玩|听|去|用)",
            r"(?:我|我们|他|她)(?:很|最|超|真|也|还|特别|比较|一直)?爱(?!人)",
        ),
        _rule("preference.zh_prefer", r"偏好|更倾向|宁愿|宁可|习惯(?!了吗)"),
        _rule("preference.zh_diet", r"过敏|不吃|不喝|吃素|素食"),
        _rule("preference.zh_always_never", r"从不|从来不|总是|一向|向来"),
        _rule("preference.zh_habit", r"我们?(?:一般|通常|平时|每天|天天)"),
        _rule(
            "preference.zh_habit_change",
            r"戒了|不再(?:吃|喝|用)|换(?:粮|口味)了|现在只(?:吃|喝|用)",
        ),
    ),
)

TASK_REQUEST = Tier(
    "request",
    "task",
    0.6,
    PEOPLE,
    (
        _rule("task.need_to", r"\b(?:i|we|you) (?:need|have|got) to\b|\b(?:i|we) must\b"),
        _rule(
            "task.please",
            rf"{_LEAD_IN}(?:please|pls|kindly)\s+\w+",
            rf"{_LEAD_IN}(?:can|could) you (?:please )?(?!tell|explain|say|describe)\w+",
            rf"{_LEAD_IN}would you (?:please|mind)\b",
            # a request put as a question: "can we move them all to after lunch?"; not a
            # question of what may be done ("can we eat raw cookie dough?")
            rf"{_LEAD_IN}(?:can|could) we (?:please |maybe |just )?(?:move|switch|change|swap"
            r"|push|shift|bump|reschedule|cancel|book|do|go with|keep|add|drop|skip|make it)\b",
        ),
        _rule(
            "task.imperative",
            rf"{_LEAD_IN}(?:let's\s+)?(?:book|schedule|send|call|email|buy|order|reserve|arrange|prepare"
            r"|set (?:my|the|all|our)"
            r"|pay|renew|submit|pick up|draft|write|create|add|set up|organi[sz]e|invite"
            r"|notify|ping|text|message|update|print|file)\b",
        ),
        _rule(
            "task.want_to",
            r"\bi(?:'d| would) like to (?:book|order|reserve|schedule|buy)\b",
            r"\bi want to (?:book|order|reserve|schedule|buy)\b",
        ),
        _rule(
            "task.deadline",
            r"\bdeadline\b|\bdue (?:by|on|date)\b",
            r"\bby (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|noon|eod"
            r"|end of (?:the )?(?:day|week|month))\b",
        ),
        # not 帮我记一下/帮我存下 (note this down): what is to be noted is a fact
        _rule(
            "task.zh_request",
            r"帮我(?!记(?!得)|存下|存一下|备注)|帮忙|^请(?!问)|把.{1,15}(?:发|交|寄|送|转)给",
            # a request put as a question: "能不能都挪到下午？", "可以把周会改到周四吗？"
            r"(?:能不能|可不可以|能否|可以)(?:把.{1,12}|都|先)?(?:挪|改|调|换|推|提前|约|订|取消)",
        ),
        _rule(
            "task.zh_need",
            r"需要|要在|(?:要|得)去(?!过)",
            r"我(?:得|必须)(?:去|在|把|给|交|完成|提交|准备)",
        ),
        _rule(
            "task.zh_deadline",
            r"截止|之前(?:要|得)?(?:交|提交|完成)",
            r"(?:周[一二三四五六日天]|明天|后天|月底|周末|下周|今晚|\d+[号日点])(?:之|以)?前",
        ),
        _rule(
            "task.zh_arrange",
            # not what was arranged ("公司安排的酒店") or who was assigned ("被安排去培训")
            r"(?<!被)(?:安排|预订|预定)(?!的|好了)",
            r"订(?:一|个|张|间|家|票|酒店|机票|餐|位|桌)",
        ),
    ),
)

QUESTION = Tier(
    "question",
    "transient",
    0.6,
    PEOPLE,
    (
        _rule(
            "transient.question",
            r"\?\s*$|^(?:what|who|where|why|how|which)\b",
            # "when is…" asks; "when you summarise…, use…" sets a standing rule
            r"^when(?:'s|\s+(?:is|are|was|were|do|does|did|will|would|can|could|should))\b",
        ),
        _rule(
            "transient.zh_question",
            r"？\s*$|什么是",
            r"(?:是什么|是谁|在哪|怎么样|多少|为什么|怎么办|吗)\s*$",
        ),
    ),
)

TIERS = (
    LESSON,
    REJECTION,
    FEEDBACK,
    TASK_STRONG,
    TRANSIENT,
    DECISION,
    PREFERENCE,
    TASK_REQUEST,
    QUESTION,
)
