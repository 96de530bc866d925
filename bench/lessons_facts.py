"""Questions that a fact answers, asked in a bank of lessons (``bench.lessons``): how many
lessons come back with the answer. Each pair is (question, the user's statement that answers
it); the statements are retained after the rounds, in a session of their own. Written for
this probe, not tuned on."""

from __future__ import annotations

EN = (
    ("What's my sister's name?", "My sister Anna is coming to visit in May."),
    ("When is my dentist appointment?", "Dentist appointment moved to the 14th at 3pm."),
    (
        "Where did Priya go on holiday last summer?",
        "Priya spent last summer hiking in the Dolomites.",
    ),
    (
        "what did I say about my knee injury",
        "My knee is still sore from the football injury, physio says six more weeks.",
    ),
    (
        "Which restaurant did we pick for the anniversary dinner?",
        "We booked Dishoom for our anniversary dinner.",
    ),
    ("what's the wifi password at the office", "Office wifi password is now bluefinch42."),
    ("How old is my son?", "Leo turned seven last week, we had a party in the garden."),
    ("What do you know about my diet?", "I've stopped eating red meat since January."),
    (
        "what time zone is my brother in?",
        "My brother moved to Vancouver, so he's on Pacific time now.",
    ),
    ("who is Sam dating now?", "Sam has been seeing a guy called Marco from her climbing gym."),
)
ZH = (
    ("我妹妹叫什么名字？", "我妹妹林悦五月份要来看我。"),
    ("我的牙医预约是几点？", "牙医预约改到14号下午三点了。"),
    ("小王去年夏天去哪儿旅游了", "小王去年夏天去云南徒步了半个月。"),
    ("我之前说我膝盖怎么了", "踢球伤的膝盖还是疼，康复师说还要练六周。"),
    ("周年纪念我们最后选了哪家餐厅", "周年纪念我们订了外滩那家新荣记。"),
    ("办公室的WiFi密码是多少", "公司WiFi密码改成bluefinch42了。"),
    ("我儿子今年几岁", "乐乐上周刚过完七岁生日。"),
    ("你知道我饮食上有什么忌口吗", "我从一月开始就不吃红肉了。"),
    ("我哥那边是什么时区", "我哥搬去温哥华了，现在是太平洋时间。"),
    ("老张现在在跟谁谈恋爱", "老张最近在跟攀岩馆认识的一个姑娘约会。"),
)
