"""Held-out Chinese task families for bench.lessons (see bench.lessons_families), part D.

Written blind to the service, with other tools, topics and people than the earlier parts,
to test whether what the service learns carries over to families it was never tuned on.
"""

from __future__ import annotations

from bench.lessons_families import Family

FAMILIES: tuple[Family, ...] = (
    # --- precondition -------------------------------------------------------------------
    Family(
        slug="zh-d-feishu-bitable-app",
        lang="zh",
        shape="precondition",
        tool="feishu_bitable_batch_create",
        goals=(
            "把这周新投的简历信息录到飞书多维表格里",
            "今天面完的几个候选人，结果帮我填到招聘进度表",
            "猎头刚推过来 6 份简历，登记一下",
            "本周 offer 的情况同步到表里吧，周五要跟 Linda 过一遍",
            "新一周的招聘表我复制好了，把周一那几场面试安排写进去",
        ),
        attempt="好的，我调飞书开放平台的多维表格接口，把这 6 条候选人记录批量写进去。",
        failure=(
            '{"code":91403,"msg":"Forbidden","error":{"log_id":'
            '"20260302091507C8A1F2D3E4B5A6978812"}}'
        ),
        fix=(
            "这张表是新复制出来的，应用对它没有权限。我在表格右上角「…」→「更多」里点"
            "「添加文档应用」，把「招聘小助手」加进来并给了可编辑权限，再写入就成功了。"
        ),
        fix_first=(
            "这张表是新复制的，我先在右上角「…」里「添加文档应用」，把招聘小助手加成可编辑，"
            "再批量写入记录。"
        ),
        success=(
            '{"code":0,"msg":"success","data":{"records":[{"record_id":"recuKp2x8T",'
            '"fields":{"姓名":"沈佳怡","岗位":"高级前端","阶段":"二面"}}, ... 共 6 条]}}'
        ),
        ack="行，我刷新看到了",
        marker="添加文档应用",
        distractor="多维表格那个仪表盘能不能加个按渠道看简历量的图？老板想看哪个渠道最划算",
    ),
    Family(
        slug="zh-d-acr-docker-login",
        lang="zh",
        shape="precondition",
        tool="docker_compose",
        goals=(
            "把 order-svc 最新的镜像拉到测试环境跑起来",
            "测试环境的库存服务更新到 v2.8.3",
            "昨晚打的那个 tag 帮忙部署到 test 上，QA 在等",
            "测试服 payment-gateway 重新拉下镜像重启一下",
            "qa 环境更新下 user-center，镜像已经推上去了",
        ),
        attempt=(
            "好，我在测试机上执行 docker compose pull order-svc && docker compose up -d order-svc。"
        ),
        failure=(
            "Error response from daemon: pull access denied for "
            "registry.cn-hangzhou.aliyuncs.com/yunzhi/order-svc, repository does not exist "
            "or may require 'docker login': denied: requested access to the resource is denied"
        ),
        fix=(
            "测试机上 ACR 的登录凭证是临时的，已经过期了。我先用 aliyun cr "
            "GetAuthorizationToken 拿了新的临时密码，docker login "
            "registry.cn-hangzhou.aliyuncs.com 登上去，再 pull 和 up -d 就正常了。"
        ),
        fix_first=(
            "先用 aliyun cr GetAuthorizationToken 换一个临时密码 docker login 到 ACR"
            "（测试机上的凭证一小时就过期），再拉镜像重启服务。"
        ),
        success=(
            "[+] Pulling 1/1\n ✔ order-svc Pulled                8.4s\n"
            "[+] Running 1/1\n ✔ Container test-order-svc-1  Started           1.2s"
        ),
        ack="好了，我跟测试说可以开始了",
        marker="GetAuthorizationToken",
        distractor="ACR 企业版一年多少钱来着？财务在问明年的云预算",
    ),
    # --- retry_param --------------------------------------------------------------------
    Family(
        slug="zh-d-git-clone-shallow",
        lang="zh",
        shape="retry_param",
        tool="git_clone",
        goals=(
            "把 PaddleOCR 的仓库拉下来，我想看看它检测模型是怎么训的",
            "帮我 clone 一份 vllm，看下它最新的调度逻辑",
            "ChatGLM3 的代码弄到开发机上",
            "llama.cpp 拉一份到 /data/src 下面",
            "我要翻翻 mmdetection 的源码，搞一份到服务器上呗",
        ),
        attempt="好，我在开发机上执行 git clone https://github.com/PaddlePaddle/PaddleOCR.git。",
        failure=(
            "Cloning into 'PaddleOCR'...\n"
            "remote: Enumerating objects: 51873, done.\n"
            "error: RPC failed; curl 56 GnuTLS recv error (-9): Error decoding the received "
            "TLS packet.\n"
            "error: 6721 bytes of body are still expected\n"
            "fetch-pack: unexpected disconnect while reading sideband packet\n"
            "fatal: early EOF\n"
            "fatal: fetch-pack: invalid index-pack output"
        ),
        fix=(
            "完整历史太大了，开发机连 GitHub 的线路一拉久就断。我改成 git clone --depth 1 "
            "只拉最新一次提交，一分钟不到就下完了，以后要看历史再 fetch --unshallow。"
        ),
        fix_first=(
            "直接用 git clone --depth 1 只拉最新提交（开发机连 GitHub 拉全量老是断），"
            "需要历史的话再补。"
        ),
        success=(
            "Cloning into 'PaddleOCR'...\n"
            "remote: Enumerating objects: 2417, done.\n"
            "remote: Total 2417 (delta 512), reused 1893 (delta 402), pack-reused 0\n"
            "Receiving objects: 100% (2417/2417), 78.35 MiB | 1.92 MiB/s, done.\n"
            "Resolving deltas: 100% (512/512), done."
        ),
        ack="好了，谢啦",
        fix_args={"depth": "1"},
        marker="--depth 1",
        distractor="最近公司网络 GitHub 老打不开，IT 那边有没有说怎么解决？",
    ),
    Family(
        slug="zh-d-hive-map-memory",
        lang="zh",
        shape="retry_param",
        tool="hive_beeline",
        goals=(
            "帮我跑一下 3 月每天全渠道的 UV，按渠道拆开",
            "去年双十一前后一周，各省下单用户数拉一下",
            "近 90 天复购两次以上的用户有多少？按会员等级分",
            "老板问小程序和 App 的新客占比这半年是怎么变的，出个按月的数",
            "618 期间各品类的 GMV 和客单价跑出来，周会要用",
        ),
        attempt=(
            "好，我在 beeline 里对 dwd.user_behavior_log 按天、按渠道跑 count(distinct user_id)。"
        ),
        failure=(
            "Error: Error while processing statement: FAILED: Execution Error, return code 2 "
            "from org.apache.hadoop.hive.ql.exec.mr.MapRedTask\n"
            "Container [pid=28417,containerID=container_e12_1709201123456_38211_01_000147] is "
            "running 213MB beyond the 'PHYSICAL' memory limit. Current usage: 2.2 GB of 2 GB "
            "physical memory used; 3.9 GB of 4.2 GB virtual memory used. Killing container."
        ),
        fix=(
            "行为日志表太大，map 端默认 2G 内存不够，被 YARN 杀掉了。我在会话里加了 "
            "set mapreduce.map.memory.mb=8192; 和 set mapreduce.map.java.opts=-Xmx6554m; "
            "重跑，这次跑完了。"
        ),
        fix_first=(
            "这张日志表大，先在会话里 set mapreduce.map.memory.mb=8192;"
            "（默认 2G 会被 YARN 杀掉），再跑查询。"
        ),
        success=(
            "+-------------+----------+----------+\n"
            "| dt          | channel  | uv       |\n"
            "+-------------+----------+----------+\n"
            "| 2026-03-01  | app      | 1834522  |\n"
            "| 2026-03-01  | miniapp  | 962310   |\n"
            "| 2026-03-01  | h5       | 211847   |\n"
            "...\n"
            "93 rows selected (612.38 seconds)"
        ),
        ack="数对上了，辛苦",
        fix_args={"mapreduce.map.memory.mb": "8192", "mapreduce.map.java.opts": "-Xmx6554m"},
        marker="mapreduce.map.memory.mb=8192",
        distractor="数仓那边说下个季度要把 Hive 迁到 MaxCompute，我们这些报表要跟着改吗？",
    ),
    # --- wrong_param --------------------------------------------------------------------
    Family(
        slug="zh-d-amap-lnglat-order",
        lang="zh",
        shape="wrong_param",
        tool="amap_place_around",
        goals=(
            "公司附近两公里内有什么川菜馆？部门聚餐，能坐下十几个人的",
            "帮我找下公司周边的咖啡馆，下午约了客户聊",
            "附近有没有能打印装订、还能开发票的图文店",
            "公司一公里内的健身房有哪些？HR 想去谈企业卡",
            "找几家离公司近点的酒店，下周成都那边有同事过来出差",
        ),
        attempt=(
            "好，我用高德周边搜索，location 填公司坐标 31.2235,121.5446，半径 2000 米，"
            "关键词「川菜」。"
        ),
        failure='{"status":"0","info":"INVALID_PARAMS","infocode":"20000","count":"0","pois":[]}',
        fix=(
            "高德的 location 要经度在前、纬度在后，我刚才把纬度写到前面了。换成 "
            "121.5446,31.2235 重新搜，出来 14 家。"
        ),
        fix_first=(
            "高德周边搜索的坐标是经度在前、纬度在后，location 填 121.5446,31.2235，半径 2000 米。"
        ),
        success=(
            '{"status":"1","info":"OK","count":"14","pois":[{"name":"巴蜀风川菜馆(张杨路店)",'
            '"distance":"612","type":"餐饮服务;中餐厅;四川菜(川菜)","tel":"021-58861234"},'
            '{"name":"蓉李记成都名小吃(世纪大道店)","distance":"845", ...}]}'
        ),
        ack="第一家可以，我打电话订位",
        fix_args={"location": "121.5446,31.2235"},
        marker="经度在前",
        distractor="听说公司下半年可能搬去张江，那我通勤得多出半小时",
    ),
    Family(
        slug="zh-d-wecom-touser-id",
        lang="zh",
        shape="wrong_param",
        tool="wecom_send_app_message",
        goals=(
            "给老周发个消息，A 仓那几个 SKU 已经低于安全库存了",
            "跟仓库周主管说一声，明天上午到一车货，让他留两个人卸货",
            "通知老周：双十二的备货单发他邮箱了，今天下班前确认下",
            "提醒下周强，退货区又堆满了，这周得清一清",
            "老周那边打个招呼，华东仓明天盘点，上午暂停出库",
        ),
        attempt="好，我用企业微信应用消息发给周强，touser 填「周强」。",
        failure=(
            '{"errcode":81013,"errmsg":"user & party & tag all invalid, hint: '
            "[1772418903_94_4b7c2e9a0f3d1c6e], from ip: 47.98.12.61, more info at "
            'https://open.work.weixin.qq.com/devtool/query?e=81013"}'
        ),
        fix=(
            "touser 要填成员账号（userid），不能填姓名。通讯录里周强的账号是 zhouqiang02，"
            "改成这个重新发，已经送达。"
        ),
        fix_first="企业微信 touser 要用成员账号，周强的是 zhouqiang02，直接发给他。",
        success='{"errcode":0,"errmsg":"ok","invaliduser":"","msgid":"Kx7bPQ2vN1m3TqL8rWz0"}',
        ack="好，他回我收到了",
        fix_args={"touser": "zhouqiang02"},
        marker="zhouqiang02",
        distractor="老周说仓库那台扫码枪又坏了，问能不能申请个新的",
    ),
    # --- format -------------------------------------------------------------------------
    Family(
        slug="zh-d-contract-redline",
        lang="zh",
        shape="format",
        tool="",
        goals=(
            "这份供应商框架合同你帮我过一遍，不合理的条款改一下",
            "对方发来的采购合同，付款和违约那几条帮我看看怎么改对我们有利",
            "帮我改改这个保密协议，期限和违约金那块太霸道了",
            "物流公司的服务协议发过来了，你审一下，该改的直接改",
            "这份仓库租赁合同，押金和退租那几条帮忙改改",
        ),
        attempt=(
            "改好了，我直接在原文上改了第 5、8、12 条：付款期改为验收合格后 60 天，违约金上限"
            "改为合同总额的 10%，争议管辖改为我方所在地法院。新版本：供应商框架合同_改.docx"
        ),
        failure=(
            "你这样改完直接给我一个新文件，对方法务根本看不出动了哪儿，回头又得一条条对。"
            "要留痕！每处改动旁边写个批注，说明为什么改。"
        ),
        fix=(
            "明白，我拿原稿重新来：开 Word 的修订模式改，所有删改都留痕，每处旁边加批注写"
            "修改理由，另存为 供应商框架合同_修订版.docx。"
        ),
        fix_first="我在 Word 修订模式下改，删改全部留痕，每处加批注说明理由，方便对方法务逐条看。",
        success=(
            "已生成 供应商框架合同_修订版.docx：共修订 7 处（第 5 条付款期 30 天→验收合格后 "
            "60 天；第 8 条新增违约金上限不超过合同总额 10%；第 12 条管辖法院改为甲方所在地"
            "……），每处均附批注说明理由。"
        ),
        ack="这样就对了，我转给对方",
        marker="修订模式",
        distractor="合同章现在是财务管还是行政管？我下午要用个印",
    ),
    Family(
        slug="zh-d-notice-gongwen",
        lang="zh",
        shape="format",
        tool="",
        goals=(
            "帮我写个清明放假的通知，4 月 4 号到 6 号，发全公司",
            "下周六大楼停电检修，写个通知，让大家周五下班前把电脑关了",
            "写一份规范报销流程的通知，4 月 1 号起执行",
            "出个通知：年度体检 3 月 18 到 22 号，按部门分批去",
            "新门禁系统下周一启用，要发个通知，你起草一下",
        ),
        attempt=(
            "写好了：\n**📢 清明节放假通知**\n各位小伙伴：\n"
            "- 放假时间：4 月 4 日（周六）至 4 月 6 日（周一）\n"
            "- 4 月 7 日（周二）正常上班\n祝大家假期愉快～🌸"
        ),
        failure=(
            "这是要盖章走 OA 发的正式通知，你弄这些表情、加粗干嘛？按公文的样子来，"
            "文号、标题、主送、正文、落款，一样都不能少。"
        ),
        fix=(
            "好，按 GB/T 9704 的公文格式重排：加发文字号，标题方正小标宋简体二号居中，主送"
            "「公司各部门：」，正文仿宋_GB2312 三号，落款单位和成文日期右对齐，表情和 "
            "markdown 全部去掉。"
        ),
        fix_first=(
            "按公文格式写：发文字号、标题方正小标宋二号居中、主送各部门、正文仿宋_GB2312 "
            "三号、落款和日期右对齐，不用表情和 markdown。"
        ),
        success=(
            "云智科技〔2026〕12号\n\n关于2026年清明节放假安排的通知\n\n公司各部门：\n"
            "　　根据国务院办公厅通知精神，结合公司实际，现将清明节放假安排通知如下："
            "4月4日至6日放假，共3天，4月7日（星期二）正常上班。……\n\n"
            "云智科技有限公司行政部\n2026年3月25日\n（已导出 Word，正文仿宋_GB2312 三号）"
        ),
        ack="可以，我拿去盖章了",
        marker="仿宋_GB2312",
        distractor="OA 上用章申请一般要走几天？上回等了快一周",
    ),
    # --- approach -----------------------------------------------------------------------
    Family(
        slug="zh-d-overdue-reconcile",
        lang="zh",
        shape="approach",
        tool="",
        goals=(
            "华东那家经销商又拖了两个月货款，怎么处理？",
            "星辰超市的尾款 38 万，过账期快 90 天了，你看怎么弄",
            "有几家客户应收逾期挺久了，帮我想想下一步怎么催",
            "鸿运建材那笔钱到现在还没回，销售说再等等，我觉得不能再等了",
            "月底要压应收，逾期那几家你看怎么推进一下",
        ),
        attempt=(
            "建议直接给对方发正式催款函，写明逾期金额和合同约定的付款日，按日万分之五计收"
            "违约金，限 7 日内付清，否则走诉讼。"
        ),
        failure=(
            "别一上来就发催款函，搞得跟要撕破脸似的，人家跟我们合作七八年了。很多时候是两边"
            "账没对上，对方财务卡着不付。"
        ),
        fix=(
            "那先不发催款函。我把截至上月底的对账单按客户拉出来，发货、开票、回款逐笔列清，"
            "发给对方财务，请他们三个工作日内盖章确认，有差异先对清，确认后再约付款计划。"
        ),
        fix_first=(
            "先不发催款函，我把截至上月底的对账单拉出来发给对方财务，请他们三个工作日内盖章"
            "确认，有差异先对清，再约付款计划。"
        ),
        success=(
            "已生成《恒达商贸 对账单（截至 2026-02-28）》：发货 23 笔合计 ¥1,246,800，已开票 "
            "¥1,246,800，已回款 ¥806,800，应收余额 ¥440,000。已邮件发给对方财务刘会计，抄送"
            "销售王磊，请其 3 个工作日内盖章回传。"
        ),
        ack="行，就先这么办",
        marker="对账单",
        distractor="今年坏账准备的计提比例要不要调？审计那边问了好几次",
    ),
    Family(
        slug="zh-d-prod-data-dms",
        lang="zh",
        shape="approach",
        tool="",
        goals=(
            "有个用户手机号录错了，帮他改一下，uid 88231907",
            "订单 20260301183355 卡在待发货，帮忙改成已发货",
            "运营说有张优惠券发错人了，把它作废掉",
            "客服反馈有个会员等级显示不对，应该是黄金会员，给他调一下",
            "上周那批压测账号还在线上库里，清掉吧",
        ),
        attempt=(
            "我直接连生产库执行 UPDATE user SET mobile='13812345678' WHERE uid=88231907;，"
            "改完再查一下确认。"
        ),
        failure="谁让你直连生产库改的？！线上数据不许手动 UPDATE，出了问题谁都说不清。",
        fix=(
            "好，不直连。我在 DMS 里提一个数据变更工单，附上 SQL、预估影响行数（1 行）和回滚"
            "语句，等 DBA 审批通过后由工单执行。"
        ),
        fix_first=(
            "线上数据不直接改，我在 DMS 提数据变更工单，附 SQL、影响行数和回滚语句，审批后执行。"
        ),
        success=(
            "DMS 数据变更工单 #402917 已提交：UPDATE user SET mobile=... WHERE uid=88231907"
            "（预估影响 1 行），回滚语句已附，审批人：DBA 值班 陈晨。"
        ),
        ack="嗯，这样才对",
        marker="数据变更工单",
        distractor="生产库最近慢查询有点多，DBA 有没有说要加索引？",
    ),
)
