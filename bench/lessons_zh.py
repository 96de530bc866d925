"""Chinese task families for bench.lessons (see bench.lessons_families)."""

from __future__ import annotations

from bench.lessons_families import Family

FAMILIES: tuple[Family, ...] = (
    # --- precondition -------------------------------------------------------------------
    Family(
        slug="zh-weekly-pdf-font",
        lang="zh",
        shape="precondition",
        tool="export_pdf",
        goals=(
            "把这周的周报导出成PDF，我要发给王总",
            "周报转个pdf",
            "第41周工作周报生成PDF版本，下午三点前要交",
            "帮忙导一下本周周报，老格式，PDF的",
            "周五了，周报弄成PDF发我一份",
        ),
        attempt="好的，正在把本周周报导出为PDF。",
        failure=(
            "Traceback (most recent call last):\n"
            '  File "/opt/report/render.py", line 88, in embed_fonts\n'
            "FontNotFoundError: 字体 '思源黑体' (SourceHanSansSC-Regular) 未安装，"
            "中文无法嵌入"
        ),
        fix=(
            "报错是缺中文字体。我先用 install_font 装了思源黑体，"
            "再重新导出了一遍，这次中文显示正常。"
        ),
        fix_first="先装思源黑体，再导出周报PDF。",
        success="已导出：~/Documents/周报/2024-W41_李明_周报.pdf（5 页，386 KB）",
        ack="好的，谢谢",
        marker="思源黑体",
        distractor="周报里王总提的那个客户回访，我下周二过去一趟。",
    ),
    Family(
        slug="zh-dingtalk-token",
        lang="zh",
        shape="precondition",
        tool="send_dingtalk_message",
        goals=(
            "在项目群里发个通知：明天上午十点需求评审，3楼大会议室",
            "钉钉上跟大家说一声，今晚的版本推迟到周四发",
            "帮我群发一下，周五下午团建，四点准时楼下集合",
            "研发群@所有人，提醒下周一前把工时填了",
            "跟测试组说下新包已经传到蒲公英了",
        ),
        attempt="好的，我把这条通知发到钉钉项目群。",
        failure='{"errcode":40014,"errmsg":"不合法的access_token"}',
        fix=(
            "access_token 过期了。我先调 get_dingtalk_token 刷新 access_token，"
            "再重发，消息已经发出去了。"
        ),
        fix_first="先刷新 access_token，再往群里发。",
        success='{"errcode":0,"errmsg":"ok","task_id":294837165023}',
        ack="收到，辛苦",
        marker="刷新 access_token",
        distractor="钉钉打卡老是定位不准，今天又显示我迟到。",
    ),
    Family(
        slug="zh-invoice-face-auth",
        lang="zh",
        shape="precondition",
        tool="issue_invoice",
        goals=(
            "给上海星澜科技开一张专票，52,800，技术服务费",
            "开个发票：杭州云栖文化，普票，3,600元，培训费",
            "深圳前海那家客户催发票了，合同号HT-2024-0931，帮我开一下",
            "这个月的服务费发票开了吧，还是那几家老客户",
            "开票！北京拓远，专票，12万",
        ),
        attempt="好的，正在调用开票接口开具数电发票。",
        failure=(
            "开票失败 [E20031]：办税人员身份认证已失效，请使用个人所得税App扫码完成实名认证后重试"
        ),
        fix=(
            "税务局那边要求重新实名。我发起了扫码认证，你用个税App扫完、认证通过后"
            "我重新开了一次，票已经开出来了。"
        ),
        fix_first="开票前先发起扫码认证，确认身份通过了再开。",
        success=(
            "开具成功：数电专票 发票号码 24312000000187654321，"
            "价税合计 ¥52,800.00，已推送至购方邮箱"
        ),
        ack="好嘞",
        marker="扫码认证",
        distractor="上回星澜那张发票的款到账了没？帮我留意下。",
    ),
    Family(
        slug="zh-prod-db-tunnel",
        lang="zh",
        shape="precondition",
        tool="export_mysql_table",
        goals=(
            "把orders表10月份的数据导出来，财务对账要用",
            "导一份用户表，最近30天注册的，csv就行",
            "从生产库拉一下退款记录，9月1号到今天",
            "财务又来要数了，上个月的支付流水导给她们",
        ),
        attempt="好的，我连上生产库把数据导出来。",
        failure=(
            "ERROR 2003 (HY000): Can't connect to MySQL server on "
            "'10.8.12.40:3306' (110 \"Connection timed out\")"
        ),
        fix=(
            "生产库只对内网开放，直连不上。我先经跳板机建了SSH隧道"
            "（本地13306转发到10.8.12.40:3306），再导出，成功了。"
        ),
        fix_first="生产库要走跳板机，先建好SSH隧道再导。",
        success="Exported 48,213 rows to /data/export/orders_202410.csv (12.4 MB) in 8.7s",
        ack="行，我转给财务",
        marker="SSH隧道",
        distractor="财务说上个月对账差了两千多块，还没查出来是哪笔。",
    ),
    # --- retry_param --------------------------------------------------------------------
    Family(
        slug="zh-12306-timeout",
        lang="zh",
        shape="retry_param",
        tool="query_train_tickets",
        goals=(
            "查下周五北京南到上海虹桥的车，下午的",
            "国庆前一天武汉回长沙还有票没",
            "明早去天津的车次帮我看看，八点以后的",
            "28号杭州东回南京南，还有二等座吗",
            "后天去郑州有票吗？",
        ),
        attempt="好的，我查一下余票。",
        failure=(
            "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='kyfw.12306.cn', "
            "port=443): Read timed out. (read timeout=10)"
        ),
        fix="12306 这会儿响应很慢，我改成 timeout=60 又查了一次，结果出来了。",
        fix_first="12306 高峰期慢，直接带 timeout=60 去查。",
        success=(
            "G137 北京南 14:10 → 上海虹桥 19:48  二等座 有  一等座 3张\n"
            "G21  北京南 17:00 → 上海虹桥 21:18  二等座 候补  一等座 有"
        ),
        ack="那就G137吧",
        marker="timeout=60",
        fix_args={"timeout": "60"},
        distractor="上次坐车把充电宝落在座位上了，到现在也没找回来。",
    ),
    Family(
        slug="zh-express-rate-limit",
        lang="zh",
        shape="retry_param",
        tool="track_express",
        goals=(
            "看下这两个快递到哪了：SF1402938475621、YT7789012345678",
            "顺丰SF1398820012345查一下，客户说还没收到",
            "昨天寄出去的那批样品，物流更新了没",
            "帮我查查中通78451236987452",
        ),
        attempt="好的，我查一下物流轨迹。",
        failure=(
            'HTTP 429 Too Many Requests\n{"returnCode":"503","message":"查询过于频繁，请稍后再试"}'
        ),
        fix="快递接口被限流了，我加上 retries=3、间隔2秒退避重新查，这次拿到了。",
        fix_first="这个快递接口动不动就限流，这次直接带 retries=3 查。",
        success=(
            "SF1402938475621 【深圳市】快件已到达 深圳宝安集散中心 2024-10-16 09:42\n"
            "YT7789012345678 【成都市】派送中，快递员：张师傅 138****6621"
        ),
        ack="OK，知道了",
        marker="retries=3",
        fix_args={"retries": "3", "backoff": "2"},
        distractor="顺丰那个小哥今天又把件扔门口了，说了好几次都不听。",
    ),
    Family(
        slug="zh-erp-orders-page",
        lang="zh",
        shape="retry_param",
        tool="fetch_erp_orders",
        goals=(
            "拉一下10月份全部订单，做月报要用",
            "月报的订单数据帮我从ERP里取出来",
            "三季度的销售订单都拉出来，汇总进Excel",
            "上个月ERP订单明细导一下，周一经营分析会要用",
        ),
        attempt="好的，我从ERP拉取订单数据。",
        failure=(
            "504 Gateway Time-out\n"
            "nginx/1.20.1\n"
            "GET /api/v2/orders?start=2024-10-01&end=2024-10-31&page_size=5000"
        ),
        fix="一次拉5000条把网关拖超时了。我改成 page_size=200 分页取，拉了87页，数据齐了。",
        fix_first="ERP接口一次取太多会超时，按 page_size=200 分页拉。",
        success="fetched 17,342 orders in 87 pages -> 订单明细_2024-10.xlsx",
        ack="可以",
        marker="page_size=200",
        fix_args={"page_size": "200"},
        distractor="ERP那边说下个月要升级，可能得停两天。",
    ),
    Family(
        slug="zh-meeting-transcribe",
        lang="zh",
        shape="retry_param",
        tool="transcribe_meeting",
        goals=(
            "把昨天下午战略会的录音转成文字",
            "这个录音帮我转写一下，差不多两个小时",
            "周一全员大会的录音出个文字稿",
            "今天客户访谈的音频转一下，m4a格式的",
        ),
        attempt="好的，正在转写录音。",
        failure=(
            "TranscriptionError: request timed out after 600s "
            "(audio duration 01:52:07 exceeds sync limit)"
        ),
        fix="录音太长，一次转不完。我加了 segment_minutes=20 分段重新提交，全部转好了。",
        fix_first="录音比较长，直接按 segment_minutes=20 分段转写。",
        success="转写完成：6 段，共 31,845 字，识别出 4 位说话人，已保存为 战略会_1015_转写.docx",
        ack="好，我先看看",
        marker="segment_minutes=20",
        fix_args={"segment_minutes": "20"},
        distractor="昨天战略会上老板定的那个目标，我觉得根本完不成。",
    ),
    # --- wrong_param --------------------------------------------------------------------
    Family(
        slug="zh-crm-import-gbk",
        lang="zh",
        shape="wrong_param",
        tool="import_crm_contacts",
        goals=(
            "展会收的客户名单导进CRM",
            "市场部给了个csv，导到客户系统里",
            "上周沙龙的报名名单帮我录进CRM",
            "新一批线索导一下，文件在共享盘 /市场/线索/1016.csv",
        ),
        attempt="好的，正在把名单导入CRM。",
        failure=(
            "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xd0 in position 0: "
            "invalid continuation byte"
        ),
        fix="这个csv是用Excel另存的，编码是GBK。我加上 encoding=GBK 重新导入了。",
        fix_first="市场部的表一般是GBK编码，直接按 encoding=GBK 导。",
        success="导入完成：新增 326 条，更新 41 条，跳过重复 12 条",
        ack="好的，谢了",
        marker="GBK",
        fix_args={"encoding": "gbk"},
        distractor="CRM里的跟进提醒能关掉吗？一天弹十几次。",
    ),
    Family(
        slug="zh-flight-iata",
        lang="zh",
        shape="wrong_param",
        tool="search_flights",
        goals=(
            "下周三去深圳的机票帮我看看",
            "查下北京飞深圳，周五晚上的",
            "18号回深圳，找个最便宜的航班",
            "明天有去深圳的早班机吗，国航的最好",
        ),
        attempt="好的，我搜一下北京到深圳的航班。",
        failure=(
            "InvalidParameterError: dep_city='北京' is not a valid IATA city code "
            "(expected 3 letters, e.g. 'BJS')"
        ),
        fix="接口只认三字码，我把出发地改成 BJS、目的地改成 SZX，重新搜了一遍。",
        fix_first="用三字码搜：BJS 到 SZX。",
        success=(
            "CA1301 PEK 08:00 → SZX 11:25  经济舱 ¥1,180\n"
            "CZ3152 PKX 09:15 → SZX 12:40  经济舱 ¥960\n"
            "ZH9112 PEK 19:30 → SZX 22:55  经济舱 ¥870"
        ),
        ack="行，国航那班可以",
        marker="SZX",
        fix_args={"dep_city": "BJS", "arr_city": "SZX"},
        distractor="深圳那边的客户下周要来北京，到时候一起吃个饭。",
    ),
    Family(
        slug="zh-oss-region",
        lang="zh",
        shape="wrong_param",
        tool="upload_to_oss",
        goals=(
            "官网前端打好包了，传OSS上线吧",
            "把 dist 目录部署到线上",
            "活动落地页改完了，帮我发布一下",
            "v1.8.2 的静态资源推到OSS",
        ),
        attempt="好的，正在把 dist 上传到 OSS。",
        failure=(
            "oss2.exceptions.AccessDenied: {'status': 403, 'code': 'AccessDenied', "
            "'message': 'The bucket you are attempting to access must be addressed using "
            "the specified endpoint. Please send all future requests to this endpoint.', "
            "'endpoint': 'acme-web.oss-cn-hangzhou.aliyuncs.com'}"
        ),
        fix=(
            "bucket 在杭州节点，默认的上海 endpoint 不对。"
            "改成 region=cn-hangzhou 重新上传，发布完成。"
        ),
        fix_first="bucket 在杭州，上传时指定 region=cn-hangzhou。",
        success=(
            "Uploaded 214 files (18.6 MB) to oss://acme-web/\nCDN 刷新任务已提交，TaskId=1729043375"
        ),
        ack="页面刷出来了，没问题",
        marker="cn-hangzhou",
        fix_args={"region": "cn-hangzhou"},
        distractor="OSS这个月的账单怎么涨了这么多，回头得查查。",
    ),
    Family(
        slug="zh-expense-date",
        lang="zh",
        shape="wrong_param",
        tool="submit_expense_report",
        goals=(
            "上周去广州出差的报销提一下，机票1,280，酒店两晚860",
            "帮我填个报销单，10月8号请客户吃饭，426块",
            "打车费报一下，发票都在附件里",
            "提交差旅报销：9月24到26号，成都",
            "报销！上个月的话费和快递费",
        ),
        attempt="好的，我把报销单填好提交。",
        failure="提交失败：字段 expense_date 格式错误，收到 '2024/10/08'，应为 YYYY-MM-DD",
        fix="日期格式被打回了。我把日期都改成 YYYY-MM-DD（比如 2024-10-08）重新提交，过了。",
        fix_first="报销系统只认 YYYY-MM-DD，日期按这个格式填好再提交。",
        success="报销单 BX20241016-0375 已提交，当前节点：部门经理审批（张伟）",
        ack="好，等审批吧",
        marker="YYYY-MM-DD",
        fix_args={"date_format": "YYYY-MM-DD"},
        distractor="上次那笔报销被财务退回来了，说发票抬头写错了。",
    ),
    # --- format -------------------------------------------------------------------------
    Family(
        slug="zh-minutes-owners",
        lang="zh",
        shape="format",
        tool="generate_minutes",
        goals=(
            "把今天的周会整理成会议纪要",
            "刚才跟设计那边的评审会，出个纪要",
            "会议记录整理一下发群里",
            "周三产品例会的纪要帮忙写下",
        ),
        attempt=(
            "好的，这是整理后的会议记录：\n"
            "王磊：先过一下上周进度，登录页改版已经提测了……\n"
            "刘洋：测试这边发现三个问题，其中一个比较严重……\n"
            "陈静：下周的评审我这边时间可能有冲突……"
        ),
        failure="不对，我要的不是全文。谁说了啥我不关心，就要定了什么、谁去做",
        fix=(
            "好的，只留结论和待办，每条标上负责人和截止时间：\n"
            "1. 登录页改版 10/20 上线 —— 负责人：王磊\n"
            "2. 三个提测问题周五前修完 —— 负责人：刘洋\n"
            "3. 下周评审改到周四下午 —— 负责人：陈静"
        ),
        fix_first="纪要只写结论和待办，每条带负责人和截止时间：",
        success=(
            "【周会纪要 10/16】\n"
            "结论：登录页改版 10/20 上线\n"
            "待办：\n"
            "- 修复3个提测问题（负责人：刘洋，周五前）\n"
            "- 更新上线方案（负责人：王磊，周四前）"
        ),
        ack="对，就要这种",
        marker="负责人",
        distractor="周会能不能挪到下午开？早上九点实在太早了。",
    ),
    Family(
        slug="zh-wechat-article-plain",
        lang="zh",
        shape="format",
        tool="format_wechat_article",
        goals=(
            "这篇稿子排一下版，今晚八点推送",
            "公众号文章排版，稿子在附件里",
            "把《劳动合同解除的五个误区》排成公众号的样式",
            "帮忙排下这期推文",
        ),
        attempt=(
            "排好了：标题加了🔥，每个小节前配了📌，段落之间用彩色波浪线隔开，重点句标成了橙色。"
        ),
        failure="这也太花了吧，我们是律所的号！那些表情和分割线全都不要",
        fix=(
            "明白，去掉emoji和装饰分割线，改成正式一点的版式：小标题加粗编号，"
            "正文15px、行距1.75，重点只用加粗。"
        ),
        fix_first="按律所风格排：去掉emoji和装饰分割线，小标题加粗编号，正文15px、行距1.75。",
        success=(
            "排版完成：5个小标题（一、二、三……），正文15px/行距1.75，全文无表情符号，"
            "已同步到草稿箱，预览链接发你微信了。"
        ),
        ack="这样顺眼多了",
        marker="去掉emoji",
        distractor="公众号这个月掉了两百多个粉，是不是推送太勤了？",
    ),
    Family(
        slug="zh-sales-summary-table",
        lang="zh",
        shape="format",
        tool="summarize_sales",
        goals=(
            "十月份销售情况汇总一下",
            "各区域上个月卖得怎么样？",
            "9月的销售数据整理下，下午要跟老板汇报",
            "出一下本月销售简报",
        ),
        attempt=(
            "10月整体销售额1,286万元，环比增长8.4%。其中华东区表现最好，达到512万元，"
            "主要得益于双十一预热；华南区338万元，增长平稳；华北区……"
        ),
        failure="别写成作文，这么一大段我哪看得过来。弄成表，一个区域一行",
        fix=(
            "好的，改成表格：\n"
            "| 区域 | 销售额(万元) | 环比 |\n"
            "|---|---|---|\n"
            "| 华东 | 512 | +12.3% |\n"
            "| 华南 | 338 | +6.1% |\n"
            "| 华北 | 271 | +4.8% |\n"
            "| 西南 | 165 | -2.2% |\n"
            "| 合计 | 1,286 | +8.4% |"
        ),
        fix_first="按区域做成表格，一个区域一行，带环比：",
        success=(
            "| 区域 | 销售额(万元) | 环比 |\n"
            "|---|---|---|\n"
            "| 华东 | 512 | +12.3% |\n"
            "| 华南 | 338 | +6.1% |\n"
            "| 华北 | 271 | +4.8% |\n"
            "| 西南 | 165 | -2.2% |\n"
            "| 合计 | 1,286 | +8.4% |"
        ),
        ack="清楚，就这样",
        marker="表格",
        distractor="华东那个销售经理下个月要离职了，挺可惜的。",
    ),
    Family(
        slug="zh-daily-report-short",
        lang="zh",
        shape="format",
        tool="draft_daily_report",
        goals=(
            "帮我写下今天的日报",
            "日报：今天主要在联调支付接口，还修了两个bug",
            "下班了，日报帮我整一下",
            "今天的工作总结写一下，要发钉钉",
        ),
        attempt=(
            "今天上午主要和后端同学一起联调支付接口，过程中发现签名校验有问题，"
            "经过排查定位到是时间戳精度不一致……下午修复了两个线上bug，分别是订单列表分页"
            "错乱和优惠券过期判断有误……总体来说今天进展比较顺利，明天打算继续推进退款部分。"
        ),
        failure="太长了，老板根本不看。三行搞定，别铺垫",
        fix=(
            "好的，压成三行：\n"
            "今日完成：支付接口联调通过；修复2个线上bug\n"
            "明日计划：退款接口联调\n"
            "卡点：测试环境证书还没下来"
        ),
        fix_first="按三行写：今日完成 / 明日计划 / 卡点。",
        success=(
            "今日完成：支付接口联调通过；修复订单分页、优惠券过期2个bug\n"
            "明日计划：退款接口联调\n"
            "卡点：测试环境证书还没下来，已找运维"
        ),
        ack="嗯，发吧",
        marker="明日计划",
        distractor="日报这个制度真的挺形式主义的，也不知道谁定的。",
    ),
    # --- approach -----------------------------------------------------------------------
    Family(
        slug="zh-category-chart-bar",
        lang="zh",
        shape="approach",
        tool="render_chart",
        goals=(
            "三季度各品类的销售占比做成图",
            "这组数据可视化一下，放PPT第5页",
            "画个图，看看哪个品类卖得最好",
            "Q3各品类营收出个图表",
        ),
        attempt="我用饼图来展示九个品类的占比吧。",
        failure="饼图不行，九块挤在一起根本分不清谁大谁小",
        fix="那换成横向柱状图，按营收从高到低排，每根柱子上标数值和占比，比较起来一目了然。",
        fix_first="用横向柱状图，按营收从高到低排，柱子上标数值和占比。",
        success=(
            "横向柱状图已生成：服装 28.6%、家居 17.2%、美妆 14.9%、食品 11.3% ……"
            "文件 Q3_品类营收.png"
        ),
        ack="可以，就这样",
        marker="柱状图",
        distractor="三季度美妆那块怎么掉了这么多，回头问问小周。",
    ),
    Family(
        slug="zh-shanghai-trip-train",
        lang="zh",
        shape="approach",
        tool="plan_business_trip",
        goals=(
            "下周二去上海见客户，帮我安排下怎么去",
            "周四要去虹桥那边开会，当天来回，交通你看着订",
            "规划下去上海出差的行程，下午两点前得到",
            "又得跑一趟上海，怎么去方便？",
        ),
        attempt="建议坐飞机：东航 MU5104，首都机场 08:00 起飞，10:15 到虹桥，经济舱 ¥1,240。",
        failure="飞机算了吧，上回延误了三个钟头，光去首都机场就得一个多小时",
        fix=(
            "那改坐高铁：G1 北京南 07:00 → 上海虹桥 11:29，二等座 ¥662，"
            "出站坐地铁2号线到客户那边半小时。"
        ),
        fix_first="去上海直接按高铁安排：G1 北京南 07:00 → 上海虹桥 11:29。",
        success=(
            "就按高铁走：去程 G1 北京南 07:00 → 上海虹桥 11:29（二等座 ¥662），"
            "回程 G24 上海虹桥 17:00 → 北京南 21:18（二等座 ¥662）。"
        ),
        ack="行，就这么订",
        marker="高铁",
        distractor="上海那个客户人挺好的，上次还送了我们一盒龙井。",
    ),
    Family(
        slug="zh-product-images-webp",
        lang="zh",
        shape="approach",
        tool="compress_images",
        goals=(
            "这批商品图压一下，详情页打开太慢了",
            "图片太大了，每张压到500K以内",
            "新品主图压缩一下再传店铺后台",
            "这40张详情图能不能弄小点",
        ),
        attempt="我把JPEG质量降到60，宽度缩到750px，每张大概能压到150K左右。",
        failure="质量60太糊了，面料纹理全没了，顾客就是要看细节的，不行",
        fix="那不动画质：转成WebP格式，质量保持85、尺寸不变，体积也能小一大半。",
        fix_first="商品图统一转WebP，质量85、尺寸不变。",
        success="转成WebP后40张从 86.4MB 降到 18.9MB，平均每张约 470K，放大看面料纹理依然清楚。",
        ack="这个清楚，可以",
        marker="WebP",
        distractor="商品图那个模特下次换一个吧，感觉跟我们的风格不太搭。",
    ),
    Family(
        slug="zh-deploy-canary",
        lang="zh",
        shape="approach",
        tool="deploy_service",
        goals=(
            "v2.3.1 今晚上线",
            "订单服务新版本可以发了，测试那边已经签字",
            "帮我把 payment-service 部署到生产",
            "今晚把这周的修复发一下",
            "发版吧，release/1016 分支",
        ),
        attempt="好的，我直接全量发布到生产环境的 24 个节点。",
        failure="全量不行，出了问题全站都得挂，上次的事故忘了？",
        fix=(
            "那走灰度：先切5%流量到新版本，观察30分钟错误率和P99都正常，"
            "再按 20% → 50% → 100% 逐步放量，异常就自动回滚。"
        ),
        fix_first="按灰度发：先放5%流量，观察30分钟没问题再逐步放到100%。",
        success="灰度方案：5% → 20% → 50% → 100%，每一步观察30分钟，错误率超过0.5%自动回滚。",
        ack="可以，按这个来",
        marker="灰度",
        distractor="上线前能不能把监控大盘的告警阈值调一下，最近误报太多了。",
    ),
)
