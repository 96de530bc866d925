"""Neo4j Browser and Bloom: the service serves the guide, the style and the perspective
(with CORS, as Browser fetches them from its own page); the managed Neo4j is configured to
allow the service's host and to play the guide and apply the style on connect; and a real
chromium logs in to the test Neo4j's Browser and finds the guide played, the style applied,
a guide block run in one click and memories coloured by status."""

from __future__ import annotations

import json
import re
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from scripts.browser_screenshot import log_in, run
from service import localdb
from service.audit.perspective import build, parse_grass, perspective_json
from service.audit.saved import AUDIT_DIR, BLOOM_DIR, GRASS, PERSPECTIVE, saved_queries
from service.settings import Settings
from tests.conftest import Neo4jUnderTest, live_service_port, retain

ROOT = Path(__file__).resolve().parents[2]
ON_HANDLER = re.compile(r"""(\s+(on[^\s=]+)[^\s=]*\s*=\s*("[^"]*"|'[^']*'|[\w\-.:]+\s*))""", re.I)
TIMEOUT_MS = 60_000


def test_the_guide_is_served_with_a_runnable_slide_per_saved_query(client: TestClient) -> None:
    response = client.get("/audit/guide.html")
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    assert response.headers["access-control-allow-origin"] == "*"
    html = response.text
    assert html.count("<slide ") == len(saved_queries()) + 2  # an intro and the style
    assert '<article class="guide">' in html and "<carousel" in html
    blocks = re.findall(r'<pre class="pre-scrollable code runnable">(.*?)</pre>', html, re.S)
    for query, block in zip(saved_queries(), blocks, strict=True):
        text = re.sub(r"<[^>]+>", "", block).replace("&gt;", ">").replace("&lt;", "<")
        text = text.replace("&#x27;", "'").replace("&quot;", '"').replace("&amp;", "&")
        statements = text.split(";\n")
        assert statements[-1] == query.text  # the file's query, as it is
        assert [s.split(" =>")[0] for s in statements[:-1]] == [
            f":param {name}" for name, _ in query.examples
        ]
        assert query.title.replace("'", "&#x27;") in html and query.chinese in html
    assert 'value-for="bank_id"' in html and 'value-key="memory_id"' in html
    assert ":style http://testserver/audit/hindsight.grass" in html
    assert ON_HANDLER.sub("", html) == html and "<script" not in html  # Browser strips them


def test_the_style_and_the_perspective_are_served_and_a_preflight_answered(
    client: TestClient,
) -> None:
    style = client.get("/audit/hindsight.grass")
    assert style.status_code == 200 and style.text == GRASS.read_text()
    assert style.headers["content-type"] == "text/plain; charset=utf-8"
    assert style.headers["access-control-allow-origin"] == "*"
    perspective = client.get("/audit/bloom-perspective.json")
    assert perspective.status_code == 200 and perspective.json()["categories"]
    preflight = client.options(
        "/audit/guide.html",
        headers={"origin": "http://127.0.0.1:7474", "access-control-request-method": "GET",
                 "access-control-request-headers": "pragma,cache-control"},
    )  # fmt: skip
    assert preflight.status_code == 204
    assert "pragma" in preflight.headers["access-control-allow-headers"]
    assert client.options("/audit/other.txt").status_code == 404
    schema = client.get("/openapi.json").json()
    assert not [path for path in schema["paths"] if path.startswith("/audit")]


def test_the_style_parses_as_browser_parses_it_with_no_property_lost() -> None:
    text = GRASS.read_text()
    style = parse_grass(text)
    declared = [line for line in text.splitlines() if line.strip().endswith(";")]
    assert sum(len(props) for props in style.values()) == len(declared)
    assert "/*" not in text  # Browser's GraSS reader has no comments
    for label in ("Memory", "Episode", "Entity", "Recall", "Tombstone", "Superseded", "Negated",
                  "Lesson", "Fact", "Cold", "Expired", "Forgotten"):  # fmt: skip
        assert f"node.{label}" in style, label
    assert style["node.Memory"]["caption"] == "{text}"
    assert style["relationship.SUPERSEDES"]["caption"] == "<type>"
    labels = list(style)  # later rules win: statuses come after the kinds
    assert labels.index("node.Superseded") > labels.index("node.Fact") > labels.index("node.Memory")


def test_the_perspective_file_is_the_one_made_from_the_style_and_the_phrases() -> None:
    assert PERSPECTIVE.read_text(encoding="utf-8") == perspective_json()
    made = json.loads(PERSPECTIVE.read_text(encoding="utf-8"))
    assert {"name", "id", "categories", "labels", "relationshipTypes", "templates",
            "palette", "hideUncategorisedData", "hiddenRelationshipTypes"} <= set(made)  # fmt: skip
    style = parse_grass(GRASS.read_text())
    labels = [c["labels"][0] for c in made["categories"]]
    assert labels.index("Superseded") < labels.index("Fact") < labels.index("Memory")
    for category in made["categories"]:
        label = category["labels"][0]
        assert category["color"] == style[f"node.{label}"]["color"], label
        assert " · " in category["name"] and category["captionKeys"]
        assert label in made["labels"]
    memory = next(c for c in made["categories"] if c["labels"] == ["Memory"])
    superseded = [r for r in memory["styleRules"] if r["value"] == "superseded"]
    assert superseded[0]["color"] == style["node.Superseded"]["color"]
    phrases = {t["text"]: t for t in made["templates"]}
    assert len(phrases) == len(saved_queries(BLOOM_DIR))
    for text, template in phrases.items():
        named = re.findall(r"\$(\w+)", text)
        assert sorted(p["name"] for p in template["params"]) == sorted(f"${n}" for n in named)
        assert set(re.findall(r"\$(\w+)", template["cypher"])) == set(named), text
        assert "bank_id" in named and template["description"]
    assert build(GRASS.read_text(), saved_queries(BLOOM_DIR)) == made


def test_the_managed_neo4j_lets_browser_load_the_guide_and_style_of_the_service(
    tmp_path: Path,
) -> None:
    settings = Settings(neo4j_home=tmp_path / "neo4j", host="0.0.0.0", port=9123)
    server = localdb.from_settings(settings)
    server._write_config()
    conf = (tmp_path / "neo4j" / "conf" / "neo4j.conf").read_text()
    allowed = "browser.remote_content_hostname_whitelist=guides.neo4j.com,localhost,127.0.0.1\n"
    assert allowed in conf
    assert (
        "browser.post_connect_cmd=style http://127.0.0.1:9123/audit/hindsight.grass;"
        "play http://127.0.0.1:9123/audit/guide.html\n"
    ) in conf
    moved = localdb.from_settings(settings.model_copy(update={"port": 9200, "host": "10.0.0.5"}))
    moved._write_config()
    conf = (tmp_path / "neo4j" / "conf" / "neo4j.conf").read_text()
    assert "whitelist=guides.neo4j.com,localhost,10.0.0.5\n" in conf
    assert "play http://10.0.0.5:9200/audit/guide.html" in conf and ":9123" not in conf
    assert localdb.browser_settings(None) == {}
    compose = (ROOT / "docker-compose.yml").read_text()
    assert "NEO4J_browser_post__connect__cmd=style http://localhost:8000/audit/" in compose
    assert "NEO4J_browser_remote__content__hostname__whitelist=" in compose


@pytest.fixture
def browser_page(chromium: Any, neo4j_db: Neo4jUnderTest, live_url: str) -> Any:
    """A Browser page logged in to the test Neo4j, whose conf points at the live service."""
    if neo4j_db.server is None:
        pytest.skip("the tests run against an external Neo4j: its Browser is not configured")
    if not live_url.endswith(f":{live_service_port()}"):
        pytest.skip(f"port {live_service_port()} was taken: Browser expects the service there")
    page = chromium.new_page(viewport={"width": 1400, "height": 1100})
    browser_url = f"http://127.0.0.1:{neo4j_db.server.config.http_port}/browser/"
    log_in(page, browser_url, neo4j_db.password or "")
    yield page
    page.close()


def test_browser_plays_the_guide_and_applies_the_style_on_connect(
    browser_page: Any, client: TestClient, driver: Driver, live_url: str
) -> None:
    page, bank = browser_page, f"t-{uuid.uuid4().hex[:12]}"
    first = retain(client, bank, {"content": "Our kitchen budget is $20k.",
                                  "timestamp": "2026-03-02T09:00:00+08:00"})  # fmt: skip
    later = retain(client, bank, {"content": "Our kitchen budget is now $30k.",
                                  "timestamp": "2026-03-03T09:00:00+08:00"})  # fmt: skip
    old, new = first["created"][0]["memory_id"], later["created"][0]["memory_id"]
    assert later["superseded"][0]["memory_id"] == old
    page.get_by_text("Auditing a bank · 审计记忆库").wait_for(timeout=TIMEOUT_MS)  # :play
    page.get_by_text("node.Superseded").first.wait_for(timeout=TIMEOUT_MS)  # :style
    assert f":play {live_url}/audit/guide.html" in page.inner_text("body")
    # one click on a guide block's ▶ sets its parameters and runs it
    heading = page.get_by_role("heading", name=re.compile("Colour by kind and status"))
    for _ in saved_queries():
        if heading.is_visible():
            break
        page.locator(".next-slide").first.click()
    typed = page.locator("input[value-for=bank_id]")
    typed.fill(bank)
    typed.press("End")  # Browser copies the input into the block on keyup
    page.locator("pre.runnable i").first.click()
    _wait_for_label(driver, old, "Superseded")
    # the chain, drawn in the style: the superseded version dimmed, the current one coloured
    run(page, f":param bank_id => '{bank}'")
    run(page, f":param memory_id => '{new}'")
    run(page, next(q.text for q in saved_queries(AUDIT_DIR) if q.name == "find_chain"))
    outlines = page.get_by_test_id("frame").first.locator("svg .node circle.b-outline")
    outlines.nth(1).wait_for(timeout=TIMEOUT_MS)
    fills = {outlines.nth(i).get_attribute("fill") for i in range(outlines.count())}
    style = parse_grass(GRASS.read_text())
    assert style["node.Superseded"]["color"] in fills
    assert fills & {style["node.Fact"]["color"], style["node.Decision"]["color"]}


def _wait_for_label(driver: Driver, memory_id: str, label: str) -> None:
    """Wait until the block run from the guide gave the memory its display label."""
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while True:
        records, _, _ = driver.execute_query(
            "MATCH (m:Memory {id: $id}) RETURN $label IN labels(m) AS done",
            id=memory_id,
            label=label,
        )
        if records and records[0]["done"]:
            return
        assert time.monotonic() < deadline, "the guide's block did not run"
        time.sleep(0.1)
