"""The Neo4j Browser guide of the saved audit queries: ``:play <service>/audit/guide.html``.

A Browser 5 guide is HTML fetched by the Browser page itself (so the service answers with
CORS headers, see ``service/routers/audit.py``): an ``<article class="guide">`` holding a
``<carousel>`` of ``<slide>`` elements. Browser strips scripts and ``on…`` attributes, and
binds its own directives: a ``<pre class="runnable">`` puts its text in the editor when
clicked and runs it from its play icon, and an ``<input value-for="x">`` rewrites each
``<span value-key="x">`` of the slide as one types. Each query slide's runnable block sets
the query's parameters (``:param x => …;``, the bank's id typed in the slide's box) and
runs the query, as Browser's multi-statement editor runs ``;``-separated statements.
"""

from __future__ import annotations

from html import escape

from service.audit.saved import SavedQuery

TITLE = "Hindsight audit · 记忆审计"
# parameters a person types in the slide (an id); the others keep their example value
TYPED = {
    "bank_id": "bank id · 记忆库 ID",
    "memory_id": "memory id · 记忆 ID",
    "recall_id": "recall trace id (empty: the latest) · 召回追踪 ID（留空为最近一次）",
}


def guide_html(service_url: str, queries: list[SavedQuery]) -> str:
    """The guide, its links pointing at ``service_url`` (where Browser fetched it)."""
    slides = [_intro(service_url, queries)] + [_slide(q) for q in queries] + [_style(service_url)]
    return (
        f"<title>{escape(TITLE)}</title>\n"
        '<article class="guide">\n'
        '<carousel class="deck container-fluid">\n' + "\n".join(slides) + "\n</carousel>\n"
        "</article>\n"
    )


def _intro(service_url: str, queries: list[SavedQuery]) -> str:
    items = "".join(f"<li>{escape(q.title)}</li>" for q in queries)
    grass = f"{service_url}/audit/hindsight.grass"
    return _frame(
        "Auditing a bank · 审计记忆库",
        "Every query filters by a bank id: type yours on each slide. · "
        "每条查询都按记忆库 ID 过滤：请在每一页输入。",
        "<p>The saved queries of <code>cypher/audit</code>, one per slide. Click a block to "
        "put it in the editor, or its ▶ to run it: it sets the parameters with "
        "<code>:param</code> and runs the query. Writes are marked. · "
        "下面每一页是一条保存的查询。点击代码块可放入编辑器，"
        "点 ▶ 直接运行（先用 <code>:param</code> 设置参数）。会写入数据的查询已标明。</p>"
        f"<ol>{items}</ol>"
        "<p>The style (colours by kind and status once display labels are set, "
        "text captions): · 样式（设置显示标签后按类型和状态着色）：</p>"
        f'<pre class="runnable">:style {escape(grass)}</pre>'
        f'<p>Bloom / Explore perspective · Bloom 视角文件: <a href="{escape(service_url)}'
        '/audit/bloom-perspective.json" target="_blank">bloom-perspective.json</a></p>',
    )


def _slide(query: SavedQuery) -> str:
    inputs = "".join(
        f'<p><label>{escape(TYPED[name])}: <input value-for="{name}" '
        f'placeholder="{escape(_unquoted(value))}" class="form-control"></label></p>'
        for name, value in query.examples
        if name in TYPED
    )
    lines = [f":param {name} => {_value(name, value)};" for name, value in query.examples]
    block = "\n".join([*lines, escape(query.text)])
    writes = (
        "<p><strong>Writes to the bank (labels only) · 会写入数据（仅标签）</strong></p>"
        if query.mode == "write"
        else ""
    )
    return _frame(
        query.title,
        escape(query.chinese),
        f"<p>{escape(query.english)}</p>{writes}{inputs}"
        f'<pre class="pre-scrollable code runnable">{block}</pre>'
        f"<p><small>cypher/audit/{escape(query.name)}.cypher</small></p>",
    )


def _style(service_url: str) -> str:
    grass = f"{service_url}/audit/hindsight.grass"
    return _frame(
        "The style · 样式",
        "GraSS colours by label only. · GraSS 只能按标签着色。",
        "<p>Memories are blue; run the display-labels slide to colour them by kind and dim "
        "superseded, negated and forgotten ones. Captions show a memory's text, an "
        "episode's text, an entity's name, a recall's query; edges show their type. · "
        "记忆默认为蓝色；运行“显示标签”一页后按类型着色，已取代、已否定、已遗忘的记忆变淡。"
        "节点显示文本，边显示类型。</p>"
        f'<pre class="runnable">:style {escape(grass)}</pre>'
        '<pre class="runnable">:style reset</pre>',
    )


def _frame(title: str, lead: str, body: str) -> str:
    return (
        '<slide class="row-fluid">\n'
        f'<div class="col-sm-3"><h3>{escape(title)}</h3><p class="lead">{lead}</p></div>\n'
        f'<div class="col-sm-9">{body}</div>\n'
        "</slide>"
    )


def _value(name: str, example: str) -> str:
    """The example as the block sets it; an id the person types goes in a bound span."""
    if name not in TYPED:
        return escape(example)
    return f"'<span value-key=\"{name}\">{escape(_unquoted(example))}</span>'"


def _unquoted(example: str) -> str:
    return example[1:-1] if len(example) >= 2 and example[0] == example[-1] == "'" else example
