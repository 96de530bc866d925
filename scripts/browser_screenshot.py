"""A picture of a supersession chain in Neo4j Browser, in the audit style:
docs/browser-supersession.png.

    python -m scripts.browser_screenshot [--service URL] [--browser URL] [--password PW]
                                         [--out PATH] [--bank ID]

1. Builds a bank with supersession chains through the service's API (a running service,
   default http://127.0.0.1:8000): a kitchen budget raised twice and corrected once, and a
   renovation budget said in Chinese and raised.
2. Opens Neo4j Browser (default http://127.0.0.1:7474/browser/, the managed Neo4j) in
   headless chromium (Playwright, /usr/bin/chromium, --no-sandbox) and logs in as neo4j
   (the password: --password, HINDSIGHT_NEO4J_PASSWORD, or the managed Neo4j's password
   file).
3. Turns off "connect result nodes", applies the style
   (``:style <service>/audit/hindsight.grass``), gives the bank's memories
   display labels (cypher/audit/update_display_labels.cypher) and runs the chain query
   (cypher/audit/find_chain.cypher) for each chain's first version.
4. Saves a PNG of the two result frames.

Chinese captions need a CJK font for chromium (Debian: fonts-wqy-microhei).
"""

from __future__ import annotations

import argparse
import os
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: the repository's packages come from its root
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from service.audit.saved import AUDIT_DIR, read_saved
from service.client import Hindsight
from service.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "browser-supersession.png"
CHROMIUM = "/usr/bin/chromium"
TIMEOUT_MS = 60_000


@dataclass(frozen=True)
class Shot:
    service: str  # the Hindsight service's URL
    browser: str  # Neo4j Browser's URL
    password: str
    out: Path
    bank: str
    bolt: str | None = None  # host:port for Browser's connect form (None: what it proposes)


def build_bank(service: str, bank: str) -> list[str]:
    """Two chains retained through the API; the first version of each."""
    with Hindsight(service) as api:

        def said(text: str, day: int) -> dict[str, Any]:
            at = f"2026-03-{day:02d}T09:00:00+08:00"
            item = {"content": text, "session_id": "s1", "timestamp": at}
            return api.retain(bank, [item]).model_dump()

        first = said("Our kitchen budget is $20k.", 2)["created"][0]["memory_id"]
        raised = said("Our kitchen budget is now $30k.", 3)
        assert raised["superseded"], raised  # the screenshot is of a chain
        api.correct_memory(
            bank,
            raised["created"][0]["memory_id"],
            text="Our kitchen budget is now $35k.",
            reason="typo: it was 35, not 30",
        )
        said("Our kitchen budget is now $40k.", 5)
        zh = said("我们准备装修新房，装修预算100万，不能超。", 6)["created"][0]["memory_id"]
        assert said("好消息，装修预算提到120万了。", 7)["superseded"]
    return [first, zh]


def log_in(page: Any, browser_url: str, password: str, bolt: str | None = None) -> None:
    """Connect Neo4j Browser's page as neo4j over bolt:// and wait for the editor."""
    page.goto(browser_url)
    page.get_by_test_id("bolt-scheme-select").select_option("bolt://")
    if bolt:
        page.get_by_test_id("boltaddress").fill(bolt)
    page.get_by_test_id("username").fill("neo4j")
    page.get_by_test_id("password").fill(password)
    page.get_by_test_id("connect").click()
    page.get_by_test_id("connect").wait_for(state="detached", timeout=TIMEOUT_MS)


def run(page: Any, command: str) -> None:
    """Type a command (or ;-separated statements) in the main editor and run it."""
    page.get_by_test_id("activeEditor").locator("textarea").first.focus()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(command)
    page.get_by_test_id("editor-Run").click()


def run_and_close(page: Any, command: str) -> None:
    """Run a command whose frame is not wanted in the picture (a :param): close its frame."""
    run(page, command)
    frame = page.get_by_test_id("frame").filter(has_text=command.split(" =>")[0]).first
    frame.get_by_title("Close").click()


def capture(browser: Any, shot: Shot) -> Path:
    """Log in with ``browser`` (a Playwright Browser), style, run the chains, save the PNG."""
    memory_ids = build_bank(shot.service, shot.bank)
    labels = read_saved(AUDIT_DIR / "update_display_labels.cypher").text
    chain = read_saved(AUDIT_DIR / "find_chain.cypher").text
    page = browser.new_page(viewport={"width": 1280, "height": 1400}, device_scale_factor=1)
    try:
        log_in(page, shot.browser, shot.password, shot.bolt)
        run(page, ":config autoComplete: false")  # the chain only: no edges Browser adds
        run(page, f":style {shot.service}/audit/hindsight.grass")
        page.get_by_text("node.Superseded").first.wait_for(timeout=TIMEOUT_MS)
        run(page, ":clear")
        run_and_close(page, f":param bank_id => '{shot.bank}'")
        run(page, labels)
        page.get_by_text("not_active").first.wait_for(timeout=TIMEOUT_MS)
        run(page, ":clear")
        for memory_id in reversed(memory_ids):  # the newest frame comes first
            run_and_close(page, f":param memory_id => '{memory_id}'")
            run(page, chain)
            page.get_by_test_id("frame").first.locator("svg .node").first.wait_for(
                timeout=TIMEOUT_MS
            )
        page.wait_for_timeout(3000)  # the force layout settles; there is nothing to wait on
        shot.out.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(shot.out), clip=_frames_box(page, len(memory_ids)))
    finally:
        page.close()
    return shot.out


def _frames_box(page: Any, count: int) -> dict[str, float]:
    """The box around the first ``count`` frames of the stream."""
    boxes = [page.get_by_test_id("frame").nth(i).bounding_box() for i in range(count)]
    if not all(boxes):
        raise RuntimeError("the result frames are not on the page")
    top = min(b["y"] for b in boxes)
    bottom = max(b["y"] + b["height"] for b in boxes)
    return {"x": boxes[0]["x"], "y": top, "width": boxes[0]["width"], "height": bottom - top}


def _password(given: str | None) -> str:
    if given:
        return given
    if env := os.environ.get("HINDSIGHT_NEO4J_PASSWORD"):
        return env
    return (Settings().neo4j_home.expanduser() / "password").read_text().strip()


def main(argv: list[str] | None = None) -> Path:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--service", default="http://127.0.0.1:8000")
    parser.add_argument("--browser", default="http://127.0.0.1:7474/browser/")
    parser.add_argument("--bolt", default=None, help="host:port for Browser's connect form")
    parser.add_argument("--password", default=None, help="the neo4j user's password")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--bank", default=f"browser-demo-{uuid.uuid4().hex[:8]}")
    args = parser.parse_args(argv)
    shot = Shot(
        service=args.service.rstrip("/"),
        browser=args.browser,
        password=_password(args.password),
        out=args.out,
        bank=args.bank,
        bolt=args.bolt,
    )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            out = capture(browser, shot)
        finally:
            browser.close()
    print(f"wrote {out} (bank {shot.bank})")
    return out


if __name__ == "__main__":
    main()
