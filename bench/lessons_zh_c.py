"""Held-out Chinese task families for bench.lessons (see bench.lessons_families).

Written apart from ``bench.lessons_zh``, with other tools, topics and people, to test whether
what the service learns carries over to families it was never tuned on.
"""

from __future__ import annotations

from bench.lessons_families import Family

FAMILIES: tuple[Family, ...] = (
    # --- precondition -------------------------------------------------------------------
    Family(
        slug="zh-c-wxpay-refund-cert",
        lang="zh",
        shape="precondition",
        tool="refund_order",
        goals=(
            "这单退一下款，订单号 4200002158202603041234",
            "客户说拍错尺码了，全额退吧",
            "昨天投诉的那三单给人家退了，别拖了",
            "退款！尾号7731那个",
            "有个顾客在群里闹，说钱一直没退回来，你看下直接给他退了",
        ),
        attempt="好的，我调微信支付的退款接口给这笔订单退款。",
        failure=(
            '{"code":"RESOURCE_NOT_EXISTS","message":"无可用的平台证书，'
            '请在商户平台-API安全申请使用微信支付公钥"}'
        ),
        fix=(
            "本地缓存的那份证书过期了，签名验不过。我先下载平台证书更新到本地，"
            "再重新发起退款，这次退成功了。"
        ),
        fix_first="先下载平台证书更新一下（本地那份老是过期），再发起退款。",
        success=(
            '{"refund_id":"50302205022026030412345678901","out_refund_no":"RF20260304001",'
            '"status":"PROCESSING","amount":{"refund":15900,"total":15900,"currency":"CNY"}}'
        ),
        ack="好，我跟客户说一声",
        marker="下载平台证书",
        distractor="这个月退款率有点高啊，是不是那批卫衣质量有问题",
    ),
    Family(
        slug="zh-c-store-sheets-openpyxl",
        lang="zh",
        shape="precondition",
        tool="merge_store_sheets",
        goals=(
            "把各门店交上来的日销表合成一张",
            "12家店的库存表汇总下",
            "门店的Excel都传群文件了，帮我拼个总表出来",
            "上周盘点的表合一下",
            "小林说杭州那三家店的表今天才交齐，你现在汇一下吧，一家店一个sheet也行",
        ),
        attempt="好的，我用 pandas 把这些 xlsx 读进来合并。",
        failure=(
            "ImportError: Missing optional dependency 'openpyxl'.  "
            "Use pip or conda to install openpyxl."
        ),
        fix=(
            "环境里没装 openpyxl，pandas 读不了 xlsx。我先 pip install openpyxl 装上，"
            "再跑合并，12个文件都读进来了。"
        ),
        fix_first="先 pip install openpyxl（这台机器上老是没有），再合并。",
        success="合并完成：12 个文件，共 3,486 行 → 门店汇总_0302.xlsx（总表 + 12 个门店sheet）",
        ack="可以可以",
        marker="pip install openpyxl",
        distractor="门店那帮人交表永远拖，每次都得我一个个去催",
    ),
    # --- retry_param --------------------------------------------------------------------
    Family(
        slug="zh-c-llm-copy-concurrency",
        lang="zh",
        shape="retry_param",
        tool="batch_generate_copy",
        goals=(
            "给这批新品每个写段卖点文案，两百来个",
            "春季上新的商品描述批量生成一下",
            "详情页文案用大模型跑一遍，表在共享盘",
            "这80个SKU的标题优化下，要带搜索词",
            "618那批货还没文案呢，今天能搞定不？风格跟上回那种活泼点的一样就行",
        ),
        attempt="好的，我开20个并发，把200个商品一起丢给模型生成。",
        failure=(
            '{"code":"Throttling.RateQuota","message":"Requests rate limit exceeded, '
            'please try again later.","request_id":"b7e1c2a4-5d3f-4e8a-a1c6-02f4d8e7b913"}\n'
            "已完成 37/200，其余请求失败"
        ),
        fix="并发开太高被限流了。我降到 concurrency=2，失败的自动重试，剩下163个重新跑完了。",
        fix_first="这个接口额度小，直接按 concurrency=2 跑，省得被限流。",
        success="生成完成 200/200，平均每条 86 字，已写回 新品文案_0305.xlsx 的 C 列",
        ack="我抽几条看看，应该没问题",
        marker="concurrency=2",
        fix_args={"concurrency": "2"},
        distractor="大模型写的文案有时候一股AI味，还是得人改改",
    ),
    Family(
        slug="zh-c-report-db-exec-time",
        lang="zh",
        shape="retry_param",
        tool="query_report_db",
        goals=(
            "查下今年每个月的复购率",
            "看看双十一那周新老客各占多少",
            "帮我跑一下近一年客单价的走势，按月出",
            "复购数据有吗？老板刚问",
            "上季度买过两次以上的用户有多少？按渠道拆开看，抖音跟天猫分开",
        ),
        attempt="好的，我在报表库上跑这个统计。",
        failure=(
            "ERROR 3024 (HY000): Query execution was interrupted, "
            "maximum statement execution time exceeded"
        ),
        fix=(
            "这条要扫全年的订单表，超过默认30秒就被掐了。我加上 "
            "max_execution_time=600000（10分钟）重新跑，结果出来了。"
        ),
        fix_first="跨全年的统计慢，直接带 max_execution_time=600000 跑。",
        success=(
            "12 rows in set (3 min 41.27 sec)\n"
            "2025-03 23.4% | 2025-04 24.1% | 2025-05 22.8% | …… | 2026-02 27.9%"
        ),
        ack="行，我贴到汇报里",
        marker="max_execution_time",
        fix_args={"max_execution_time": "600000"},
        distractor="复购券下个月还发不发？市场部在问",
    ),
    # --- wrong_param --------------------------------------------------------------------
    Family(
        slug="zh-c-sms-sign-name",
        lang="zh",
        shape="wrong_param",
        tool="send_sms",
        goals=(
            "给明天预约到店的客户发条短信提醒下",
            "中奖名单出来了，短信通知这30个人",
            "发短信：会员日提前到周五，全场八折",
            "交了定金还没付尾款的，短信催一下",
            "短信群发，内容我微信发你了",
        ),
        attempt="好的，用签名“禾木”、模板 SMS_463821 发送。",
        failure=(
            '{"Code":"isv.SMS_SIGNATURE_ILLEGAL","Message":"该账号下找不到对应签名",'
            '"RequestId":"8E3F2A1C-77B0-5D4E-9C1A-3F6B2D8E0A14"}'
        ),
        fix=(
            "签名不对，“禾木”没报备过，账号下审核通过的是“禾木生活”。"
            "改成 sign_name=禾木生活 重新发了。"
        ),
        fix_first="用报备过的签名发，sign_name=禾木生活。",
        success=(
            '{"Code":"OK","Message":"OK","BizId":"602316947281035640^0"}\n已提交 30 条，成功 30 条'
        ),
        ack="好，我手机上也收到了",
        marker="sign_name=禾木生活",
        fix_args={"sign_name": "禾木生活"},
        distractor="最近老收到垃圾短信，说我会员积分要过期，烦死了",
    ),
    Family(
        slug="zh-c-checkin-unix-seconds",
        lang="zh",
        shape="wrong_param",
        tool="fetch_checkin_records",
        goals=(
            "把上个月的考勤拉出来，HR要算全勤奖",
            "看看二月谁迟到最多",
            "导一下研发部这周的打卡记录",
            "考勤数据给我一份，月底核工资用",
            "小何说她8号明明打了卡，系统显示缺卡，帮我查下她那天的记录",
        ),
        attempt=(
            '好的，按 starttime="2026-02-01 00:00:00"、endtime="2026-02-28 23:59:59" 拉打卡数据。'
        ),
        failure=(
            '{"errcode":40058,"errmsg":"invalid Request Parameter, starttime should be uint, '
            "hint: [1772412001362710285901], more info at "
            'https://open.work.weixin.qq.com/devtool/query?e=40058"}'
        ),
        fix=(
            "企业微信这个接口只认秒级时间戳，不认日期字符串。我把起止时间换成 "
            "starttime=1769875200、endtime=1772294399 重新拉了。"
        ),
        fix_first="打卡接口只认秒级时间戳，先把日期换算好再拉。",
        success=(
            "拉取完成：研发部+运营部 86 人，打卡记录 3,412 条（缺卡 17 条，迟到 41 次）"
            "→ 考勤_2026-02.xlsx"
        ),
        ack="好，转给HR了",
        marker="秒级时间戳",
        fix_args={"starttime": "1769875200", "endtime": "1772294399"},
        distractor="考勤制度又改了，说以后迟到三次扣半天，谁受得了",
    ),
    # --- format -------------------------------------------------------------------------
    Family(
        slug="zh-c-job-post-sections",
        lang="zh",
        shape="format",
        tool="draft_job_post",
        goals=(
            "帮我写个招聘启事，招个前端",
            "出一版新媒体运营的JD，要挂BOSS直聘上",
            "招人：仓库主管一名，得有电商仓经验，岗位描述写一下",
            "客服组长的招聘文案弄下",
            "HR催我要数据分析岗的JD，我就知道要会SQL和Python，别的你看着写",
        ),
        attempt=(
            "写好了：“我们是一家快速成长的电商公司，团队年轻有活力……你将负责官网和小程序的"
            "前端开发，和产品、设计紧密协作，我们希望你基础扎实……”（一整段，六百来字）"
        ),
        failure="这谁看得下去啊，候选人扫一眼就划走了。分条写，干啥和要啥分开，每块别超过五条",
        fix=(
            "改成分条了：\n"
            "【岗位职责】\n1. 负责官网和小程序前端开发\n2. 配合设计还原页面\n3. 参与组件库建设\n"
            "【任职要求】\n1. 3年以上前端经验，熟悉Vue3和TypeScript\n2. 做过小程序项目\n"
            "3. 沟通顺畅，能独立推进"
        ),
        fix_first="按【岗位职责】【任职要求】两块分条写，每块不超过五条：",
        success=(
            "【岗位职责】\n1. 负责官网和小程序前端开发\n2. 配合设计还原页面\n3. 参与组件库建设\n"
            "【任职要求】\n1. 3年以上前端经验，熟悉Vue3和TypeScript\n2. 做过小程序项目\n"
            "3. 沟通顺畅，能独立推进"
        ),
        ack="对，这样一眼就清楚",
        marker="任职要求",
        distractor="BOSS直聘上好多人根本不看JD，逮着就投",
    ),
    Family(
        slug="zh-c-live-script-timeline",
        lang="zh",
        shape="format",
        tool="draft_live_script",
        goals=(
            "今晚直播的脚本写一下",
            "周六那场带货，流程帮我理一理，主推羊绒大衣",
            "直播间话术加流程出一版，两个小时的",
            "明天新品首发直播，小雨播，给她弄个脚本",
            "三八节直播的稿子",
        ),
        attempt=(
            "脚本如下：开场先跟粉丝打招呼、发个福袋热场，然后引出今天的主推羊绒大衣，"
            "讲讲面料和版型，中间穿插秒杀……最后返场，顺带预告下一场。"
        ),
        failure="这么写主播没法用，她是看着钟点走的。一段一段排，几点到几点干啥、上哪个品",
        fix=(
            "改成按时间轴排：\n"
            "| 时间 | 环节 | 商品 | 要点 |\n"
            "|---|---|---|---|\n"
            "| 20:00-20:10 | 开场+福袋 | — | 拉停留，报今晚福利 |\n"
            "| 20:10-20:40 | 主推讲解 | 羊绒大衣 | 面料特写、尺码建议 |\n"
            "| 20:40-20:50 | 限时秒杀 | 羊毛围巾 | 倒计时，库存200 |\n"
            "| 20:50-21:00 | 返场+预告 | 羊绒大衣 | 催单，预告周六场 |"
        ),
        fix_first="脚本直接按时间轴写，每段标清时间、环节、上哪个品：",
        success=(
            "| 时间 | 环节 | 商品 | 要点 |\n"
            "|---|---|---|---|\n"
            "| 20:00-20:10 | 开场+福袋 | — | 拉停留，报今晚福利 |\n"
            "| 20:10-20:40 | 主推讲解 | 羊绒大衣 | 面料特写、尺码建议 |\n"
            "| 20:40-20:50 | 限时秒杀 | 羊毛围巾 | 倒计时，库存200 |\n"
            "| 20:50-21:00 | 返场+预告 | 羊绒大衣 | 催单，预告周六场 |"
        ),
        ack="对，就这么排",
        marker="时间轴",
        distractor="直播间最近掉粉挺厉害，在线就两三百人",
    ),
    # --- approach -----------------------------------------------------------------------
    Family(
        slug="zh-c-winback-rfm",
        lang="zh",
        shape="approach",
        tool="plan_winback_campaign",
        goals=(
            "老客召回搞一下，好久没下单的那批",
            "沉睡用户怎么唤醒？出个方案",
            "半年没复购的会员，发点券拉回来吧",
            "三八节想把流失的老顾客拉一拉",
            "最近老客回购太差了，你弄个召回计划，预算别太高啊",
        ),
        attempt="我给近180天没下单的3.2万老客全部发一条“满100减20”的召回短信，今晚就能发。",
        failure=(
            "全发？三万多条光短信费就一千多，上回群发一堆人投诉骚扰，通道还被运营商拦了。不行"
        ),
        fix=(
            "那先做RFM分层：只挑买过两次以上、客单价前30%的那一档，大概4,800人，"
            "发满200减40；再留10%不发当对照组，看召回效果。"
        ),
        fix_first="召回先按RFM分层，只给高价值那档发券，留10%做对照。",
        success=(
            "召回方案：RFM分层后选中高价值沉睡客 4,812 人，实发 4,331 人（留 481 人对照），"
            "券：满200减40，7天有效，短信成本约 ¥217。"
        ),
        ack="这个可以，就这么发",
        marker="RFM分层",
        distractor="会员体系是不是该改改了，积分根本没人用",
    ),
    Family(
        slug="zh-c-bad-review-dm-first",
        lang="zh",
        shape="approach",
        tool="handle_review",
        goals=(
            "这条差评怎么处理？一星，说毛衣起球",
            "有个买家评价骂得挺难听，你看着回一下",
            "店铺评分掉到4.6了，昨天又来俩差评",
            "差评！说发错颜色了，咋整",
            "天猫上那条带图的中评挺影响转化的，能不能处理掉",
        ),
        attempt=(
            "我在评价下面公开回复一段：“亲，非常抱歉给您带来不好的体验，"
            "羊毛材质轻微起球属于正常现象……”"
        ),
        failure="别在下面公开解释，越解释越像狡辩，别的买家看了更不敢下单",
        fix=(
            "那换个思路，先私信买家：道歉，让他选补发一件或者退一半款，等他满意了再客气地"
            "请他追评；公开那边只留一句简短的致歉。"
        ),
        fix_first="差评先私信买家道歉、给补偿（补发或部分退款），处理好了再请他追评。",
        success=(
            "已私信买家，给了补发和退款50%两个选项；买家选补发，顺丰 SF1729384756102 已寄出，"
            "对方答应收到后追评。"
        ),
        ack="行，这样稳妥",
        marker="先私信",
        distractor="隔壁店刷好评被平台抓了，扣了一堆分",
    ),
)
