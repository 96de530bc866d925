"""Test data for the dedup step of retain: which pairs of statements may be merged and which
must not be. Plain data only, no implementation and no assertions.

Every pair is two statements from the same user, retained one after the other into a fresh bank.

- ``DISTINCT_PAIRS``: two statements that look alike (same sentence pattern, same kind of slot,
  often same verb) but are DIFFERENT facts, true at the same time. Both must be kept: neither
  may be merged into the other, and neither supersedes or retires the other. ``ask_first`` is a
  question whose answer is only in ``first``; ``ask_second`` likewise for ``second``. After
  retaining both, recalling each question should surface its own statement. Chinese entries are
  written the way Mainland speakers talk, not translated from the English ones. Regression
  cases from the original bug are included (哥哥/姐姐 jobs, 狗/猫 names).
- ``PARAPHRASED_REPEATS``: the same fact said twice in slightly different words, adding nothing
  new; numbers and names are identical in both. These MAY be merged into one memory (and
  should be, when dedup works). They are the counterweight to ``DISTINCT_PAIRS``: a fix that
  simply never merges would pass those and fail these.
- ``HELD_OUT_PAIRS``: more distinct pairs in the same format as ``DISTINCT_PAIRS``, of shapes
  that do not appear there. Keep them out of threshold tuning; use them only to check that
  the tuned rule generalises.

No statement contains a change word ("now", "changed", "改成", "现在", "不再", ...) and no
second statement replaces its first.

Fields: ``first``, ``second``, ``ask_first``, ``ask_second`` (distinct/held-out only),
``lang`` ("zh" or "en"), ``shape`` (what kind of near-duplicate it is; distinct/held-out only).
"""

from __future__ import annotations


def _pair(shape: str, lang: str, first: str, second: str, ask_first: str, ask_second: str) -> dict:
    return {
        "first": first,
        "second": second,
        "ask_first": ask_first,
        "ask_second": ask_second,
        "lang": lang,
        "shape": shape,
    }


def _repeat(lang: str, first: str, second: str) -> dict:
    return {"first": first, "second": second, "lang": lang}


DISTINCT_PAIRS: list[dict] = [
    # --- relatives' jobs ----------------------------------------------------------------------
    _pair(
        "relative_job",
        "zh",
        "我哥哥在银行上班。",
        "我姐姐在医院上班。",
        "我哥哥在哪儿工作？",
        "我姐姐在哪里上班？",
    ),
    _pair(
        "relative_job",
        "zh",
        "我爸是开出租车的。",
        "我妈在小学当老师。",
        "我爸是干什么的？",
        "我妈做什么工作？",
    ),
    _pair(
        "relative_job",
        "zh",
        "我表弟在深圳做程序员。",
        "我表妹在杭州做会计。",
        "我表弟是做哪一行的？",
        "我表妹干什么工作？",
    ),
    _pair(
        "relative_job",
        "en",
        "My brother works at a bank.",
        "My sister works at a hospital.",
        "Where does my brother work?",
        "What's my sister's workplace?",
    ),
    _pair(
        "relative_job",
        "en",
        "My dad is a plumber.",
        "My mom is a nurse.",
        "What does my father do for a living?",
        "What's my mother's job?",
    ),
    # --- pets' names --------------------------------------------------------------------------
    _pair(
        "pet_name",
        "zh",
        "我家的狗叫旺财。",
        "我家的猫叫咪咪。",
        "我家狗叫什么名字？",
        "我家那只猫叫啥？",
    ),
    _pair(
        "pet_name",
        "zh",
        "我养的仓鼠叫豆豆。",
        "我养的兔子叫团团。",
        "我的仓鼠叫什么？",
        "我那只兔子叫啥名儿？",
    ),
    _pair(
        "pet_name",
        "zh",
        "我家金毛叫大黄。",
        "我家橘猫叫胖虎。",
        "我家那条金毛叫什么？",
        "橘猫的名字是什么？",
    ),
    _pair(
        "pet_name",
        "en",
        "My dog is called Max.",
        "My cat is called Luna.",
        "What's my dog's name?",
        "What's my cat called?",
    ),
    _pair(
        "pet_name",
        "en",
        "Our parrot is named Kiwi.",
        "Our goldfish is named Bubbles.",
        "What did we name the parrot?",
        "What's the goldfish's name?",
    ),
    # --- two allergies, both true -------------------------------------------------------------
    _pair(
        "allergy",
        "zh",
        "我对花生过敏。",
        "我对芒果过敏。",
        "我对哪种坚果过敏？",
        "有什么水果我不能吃？",
    ),
    _pair(
        "allergy",
        "zh",
        "我吃海鲜会过敏。",
        "我对花粉过敏。",
        "我能吃虾吗？",
        "春天我为什么老打喷嚏？",
    ),
    _pair(
        "allergy",
        "en",
        "I'm allergic to peanuts.",
        "I'm allergic to mangoes.",
        "Which nut am I allergic to?",
        "Is there a fruit I should avoid?",
    ),
    _pair(
        "allergy",
        "en",
        "I'm allergic to penicillin.",
        "I'm allergic to bee stings.",
        "Which antibiotic should I stay away from?",
        "Do I need to worry about bees?",
    ),
    # --- habits on different days -------------------------------------------------------------
    _pair(
        "weekday_habit",
        "zh",
        "我每周二去游泳。",
        "我每周四去打篮球。",
        "我周二一般干什么？",
        "我礼拜四都做什么运动？",
    ),
    _pair(
        "weekday_habit",
        "zh",
        "我周一晚上上瑜伽课。",
        "我周六早上去爬山。",
        "我星期一晚上有什么安排？",
        "我礼拜六上午通常干嘛？",
    ),
    _pair(
        "weekday_habit",
        "en",
        "I swim every Tuesday.",
        "I play basketball every Thursday.",
        "What do I do on Tuesdays?",
        "Which sport do I play on Thursdays?",
    ),
    _pair(
        "weekday_habit",
        "en",
        "I do yoga on Monday evenings.",
        "I go hiking on Saturday mornings.",
        "What's my Monday evening routine?",
        "How do I usually spend Saturday morning?",
    ),
    # --- two children -------------------------------------------------------------------------
    _pair(
        "children",
        "zh",
        "我大女儿在读二年级。",
        "我小儿子上幼儿园大班。",
        "我大女儿上几年级？",
        "我小儿子在幼儿园哪个班？",
    ),
    _pair(
        "children", "zh", "我闺女今年八岁。", "我儿子今年五岁。", "我女儿多大了？", "我儿子几岁？"
    ),
    _pair(
        "children",
        "zh",
        "老大在实验小学上学。",
        "老二在阳光幼儿园。",
        "我家老大在哪个学校？",
        "我家老二上的哪个幼儿园？",
    ),
    _pair(
        "children",
        "en",
        "My older daughter is in second grade.",
        "My younger son is in kindergarten.",
        "What grade is my older daughter in?",
        "What year of school is my little boy in?",
    ),
    _pair(
        "children",
        "en",
        "My daughter Emma is eight.",
        "My son Jack is five.",
        "How old is Emma?",
        "What's Jack's age?",
    ),
    # --- home vs office address ---------------------------------------------------------------
    _pair(
        "address",
        "zh",
        "我家住在朝阳区望京西路18号。",
        "我公司在海淀区中关村大街27号。",
        "我家地址是什么？",
        "我单位在哪儿？",
    ),
    _pair(
        "address",
        "zh",
        "我住在浦东张杨路500弄。",
        "我上班的地方在徐汇漕溪北路88号。",
        "我住哪里？",
        "我公司地址是多少？",
    ),
    _pair(
        "address",
        "en",
        "I live at 42 Maple Street.",
        "My office is at 15 King Street.",
        "What's my home address?",
        "Where is my workplace located?",
    ),
    _pair(
        "address",
        "en",
        "My apartment is on Atlantic Avenue in Brooklyn.",
        "My office is on 5th Avenue in Midtown.",
        "Which neighborhood do I live in?",
        "Where do I go to work?",
    ),
    # --- two meetings at different times ------------------------------------------------------
    _pair(
        "meeting",
        "zh",
        "周三上午十点我要跟客户开会。",
        "周三下午三点有个部门例会。",
        "我周三上午那个会是跟谁开？",
        "部门例会几点开始？",
    ),
    _pair(
        "meeting",
        "zh",
        "明天九点跟老板开会。",
        "明天下午两点跟供应商开会。",
        "明天早上的会是跟谁？",
        "跟供应商的会是几点？",
    ),
    _pair(
        "meeting",
        "en",
        "I have a meeting with the client at 10 am on Wednesday.",
        "I have a team meeting at 3 pm on Wednesday.",
        "When am I meeting the client?",
        "What time is the team meeting?",
    ),
    _pair(
        "meeting",
        "en",
        "My one-on-one with my manager is at 9 tomorrow.",
        "The budget review is at 2 pm tomorrow.",
        "When's my one-on-one?",
        "What time does the budget review start?",
    ),
    # --- quantities (Arabic digits and Chinese numerals) --------------------------------------
    _pair(
        "quantity",
        "zh",
        "我家有三个卧室。",
        "我家有两个卫生间。",
        "我家几个卧室？",
        "我家有几个厕所？",
    ),
    _pair(
        "quantity",
        "zh",
        "我每个月房租3000。",
        "我每个月车贷五千。",
        "我房租一个月多少钱？",
        "我每月要还多少车贷？",
    ),
    _pair(
        "quantity",
        "zh",
        "我书架上有200本书。",
        "我收藏了五十张黑胶唱片。",
        "我有多少本书？",
        "我有几张黑胶？",
    ),
    _pair(
        "quantity",
        "en",
        "We have three bedrooms.",
        "We have two bathrooms.",
        "How many bedrooms are in our home?",
        "How many bathrooms do we have?",
    ),
    _pair(
        "quantity",
        "en",
        "My rent is $3000 a month.",
        "My car payment is $500 a month.",
        "How much rent do I pay?",
        "What's my monthly car payment?",
    ),
    _pair(
        "quantity",
        "en",
        "I've saved five thousand dollars for the trip.",
        "I've saved 3000 dollars for the wedding.",
        "How much have I put aside for the trip?",
        "How much is set aside for the wedding?",
    ),
    # --- two cars of different people ---------------------------------------------------------
    _pair(
        "car",
        "zh",
        "我老公开的是一辆白色凯美瑞。",
        "我开的是一辆红色的大众Polo。",
        "我老公开什么车？",
        "我自己的车是什么牌子？",
    ),
    _pair(
        "car",
        "zh",
        "我爸的车是比亚迪汉。",
        "我哥的车是特斯拉Model 3。",
        "我爸开的什么车？",
        "我哥开啥车？",
    ),
    _pair(
        "car",
        "en",
        "My husband drives a white Toyota Camry.",
        "I drive a red Honda Civic.",
        "What car does my husband have?",
        "What do I drive?",
    ),
    _pair(
        "car",
        "en",
        "My dad's car is a Ford F-150.",
        "My sister's car is a Tesla Model 3.",
        "What kind of car does my dad drive?",
        "Which car is my sister's?",
    ),
    # --- two hobbies --------------------------------------------------------------------------
    _pair(
        "hobby", "zh", "我喜欢钓鱼。", "我喜欢下围棋。", "我有什么户外爱好？", "我平时下什么棋？"
    ),
    _pair(
        "hobby",
        "zh",
        "我没事爱弹吉他。",
        "我没事爱练书法。",
        "我会弹什么乐器？",
        "我平时写毛笔字吗？",
    ),
    _pair(
        "hobby",
        "en",
        "I enjoy fishing.",
        "I enjoy playing chess.",
        "What outdoor hobby do I have?",
        "What board game do I like?",
    ),
    _pair(
        "hobby",
        "en",
        "I play the guitar in my free time.",
        "I paint watercolors in my free time.",
        "Which instrument do I play?",
        "What kind of art do I do?",
    ),
    # --- favourite food of two people ---------------------------------------------------------
    _pair(
        "favourite_food",
        "zh",
        "我老婆最爱吃火锅。",
        "我儿子最爱吃饺子。",
        "我老婆最喜欢吃什么？",
        "我儿子爱吃啥？",
    ),
    _pair(
        "favourite_food",
        "zh",
        "我妈最喜欢吃红烧肉。",
        "我爸最喜欢吃清蒸鱼。",
        "我妈爱吃什么菜？",
        "我爸最爱吃的是什么？",
    ),
    _pair(
        "favourite_food",
        "en",
        "My wife's favorite food is sushi.",
        "My son's favorite food is pizza.",
        "What does my wife like to eat most?",
        "What's my son's favorite dish?",
    ),
    _pair(
        "favourite_food",
        "en",
        "My mom loves lasagna.",
        "My dad loves steak.",
        "What's my mother's favorite meal?",
        "What food does my father like best?",
    ),
    # --- two friends' cities ------------------------------------------------------------------
    _pair(
        "friend_city",
        "zh",
        "我朋友小王住在成都。",
        "我朋友小李住在西安。",
        "小王在哪个城市？",
        "小李住哪儿？",
    ),
    _pair(
        "friend_city",
        "zh",
        "我大学室友在广州工作。",
        "我高中同学在武汉工作。",
        "我室友在哪个城市上班？",
        "我高中同学在哪儿工作？",
    ),
    _pair(
        "friend_city",
        "en",
        "My friend Tom lives in Chicago.",
        "My friend Sarah lives in Seattle.",
        "Which city is Tom in?",
        "Where does Sarah live?",
    ),
    _pair(
        "friend_city",
        "en",
        "My college roommate lives in Denver.",
        "My childhood friend lives in Boston.",
        "Where is my college roommate based?",
        "What city is my childhood friend in?",
    ),
    # --- birthdays of two people --------------------------------------------------------------
    _pair(
        "birthday",
        "zh",
        "我老婆生日是3月15号。",
        "我儿子生日是十月八号。",
        "我老婆哪天过生日？",
        "我儿子的生日是几号？",
    ),
    _pair(
        "birthday",
        "zh",
        "我妈过农历生日，八月初三。",
        "我爸的生日是5月20号。",
        "我妈生日是哪天？",
        "我爸几月几号生日？",
    ),
    _pair(
        "birthday",
        "en",
        "My wife's birthday is March 15.",
        "My son's birthday is October 8.",
        "When is my wife's birthday?",
        "What date is my son's birthday?",
    ),
    _pair(
        "birthday",
        "en",
        "My mom was born on June 2.",
        "My dad was born on December 19.",
        "When's my mom's birthday?",
        "What's my dad's birthday?",
    ),
]


PARAPHRASED_REPEATS: list[dict] = [
    _repeat("zh", "我对花生过敏。", "我花生过敏。"),
    _repeat("zh", "我家的狗叫旺财。", "我家狗的名字叫旺财。"),
    _repeat("zh", "我哥哥在银行上班。", "我哥在银行工作。"),
    _repeat("zh", "我每周二去游泳。", "我每个星期二都去游泳。"),
    _repeat("zh", "我女儿在读二年级。", "我女儿上二年级。"),
    _repeat("zh", "我每个月房租3000。", "我房租一个月3000块。"),
    _repeat("zh", "我老婆生日是3月15号。", "我老婆的生日在3月15日。"),
    _repeat("zh", "我朋友小王住在成都。", "小王是我朋友，他住成都。"),
    _repeat("zh", "我老公开的是一辆白色凯美瑞。", "我老公的车是白色的凯美瑞。"),
    _repeat("zh", "周三上午十点我要跟客户开会。", "我周三上午十点跟客户有个会。"),
    _repeat("en", "I'm allergic to peanuts.", "I am allergic to peanuts."),
    _repeat("en", "My dog is called Max.", "My dog's name is Max."),
    _repeat("en", "My brother works at a bank.", "My brother has a job at a bank."),
    _repeat("en", "I swim every Tuesday.", "Every Tuesday I go swimming."),
    _repeat("en", "My older daughter is in second grade.", "My older daughter is a second grader."),
    _repeat("en", "My rent is $3000 a month.", "I pay $3000 a month in rent."),
    _repeat("en", "My wife's birthday is March 15.", "My wife was born on March 15."),
    _repeat("en", "My friend Tom lives in Chicago.", "Tom, a friend of mine, lives in Chicago."),
    _repeat("en", "I drive a red Honda Civic.", "My car is a red Honda Civic."),
    _repeat(
        "en",
        "I have a meeting with the client at 10 am on Wednesday.",
        "On Wednesday at 10 am I'm meeting the client.",
    ),
]


HELD_OUT_PAIRS: list[dict] = [
    _pair(
        "membership",
        "zh",
        "我在健身房办的是年卡。",
        "我在游泳馆办的是次卡。",
        "我健身房那张是什么卡？",
        "游泳馆那边我办的什么卡？",
    ),
    _pair(
        "phone_plan",
        "zh",
        "我的手机套餐每月59块。",
        "我老婆的手机套餐每月39块。",
        "我话费套餐一个月多少钱？",
        "我老婆每月话费多少？",
    ),
    _pair(
        "appointment",
        "zh",
        "我周五下午去看牙。",
        "我女儿下周一去看眼科。",
        "我哪天去看牙医？",
        "我女儿什么时候去检查眼睛？",
    ),
    _pair(
        "plant",
        "zh",
        "阳台上那盆绿萝是我妈送的。",
        "客厅那盆发财树是同事送的。",
        "绿萝是谁送的？",
        "发财树是谁给的？",
    ),
    _pair(
        "medication",
        "zh",
        "我每天早上吃一片降压药。",
        "我每天晚上吃一粒维生素D。",
        "我早上要吃什么药？",
        "我晚上吃哪种保健品？",
    ),
    _pair("language", "zh", "我会说粤语。", "我在学日语。", "我会讲哪种方言？", "我在学什么外语？"),
    _pair(
        "membership",
        "en",
        "I have a membership at Planet Fitness.",
        "My wife has a membership at the YMCA.",
        "Which gym am I a member of?",
        "Where does my wife work out?",
    ),
    _pair(
        "phone_plan",
        "en",
        "My phone plan is with Verizon.",
        "My son's phone plan is with T-Mobile.",
        "Which carrier do I use?",
        "What carrier is my son on?",
    ),
    _pair(
        "appointment",
        "en",
        "My dentist appointment is on Friday at 4 pm.",
        "My son's dentist appointment is on Monday at 9 am.",
        "When do I see the dentist?",
        "When does my son go to the dentist?",
    ),
    _pair(
        "plant",
        "en",
        "The fern in the kitchen needs water twice a week.",
        "The cactus on my desk needs water once a month.",
        "How often should I water the fern?",
        "How often does the cactus need watering?",
    ),
    _pair(
        "language",
        "en",
        "I speak Spanish fluently.",
        "I'm learning German.",
        "Which language am I fluent in?",
        "What language am I studying?",
    ),
    _pair(
        "subscription",
        "en",
        "I subscribe to Netflix.",
        "I subscribe to The Atlantic.",
        "Which streaming service do I pay for?",
        "What magazine do I get?",
    ),
]
