"""The memory inspector at /ui/, driven in headless Chromium against the live service: a
person picks a bank, searches with the explanation, lists, opens a memory with its history,
corrects, forgets (soft and hard, each confirmed first) and restores, in English and Chinese;
what a memory says is always shown as text, and every API error is shown in the page."""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field

import httpx
import pytest
from fastapi.testclient import TestClient
from playwright.sync_api import Browser, Dialog, Locator, Page, Route, expect

T0 = "2026-03-02T09:00:00+00:00"
T1 = "2026-03-09T09:00:00+00:00"
KITCHEN_OLD = "Our kitchen budget is $20k."
KITCHEN_NEW = "Our kitchen budget is now $30k."
BANQUET_OLD = "我们的婚宴预算是每桌4000元。"
BANQUET_NEW = "婚宴预算改成每桌5200元了。"
PARKING = "I parked the car on level 3 of the airport garage."
HOSTILE = "<img src=x onerror=alert(1)>"
CATERER_OLD = "we met the caterer and our ceiling is $85 a head for the dinner"
CATERER_NEW = "signed it. $110 per head all in"
MISSING_ID = "00000000-0000-4000-8000-000000000000"


@dataclass(frozen=True)
class Bank:
    id: str
    ids: dict[str, str]  # memory text -> id


def _retain(
    api: httpx.Client, bank_id: str, text: str, at: str, session: str, **extra: object
) -> str:
    item = {"content": text, "session_id": session, "timestamp": at, **extra}
    response = api.post(f"/v1/banks/{bank_id}/memories", json={"items": [item]})
    assert response.status_code == 200, response.text
    created = response.json()["created"]
    assert len(created) == 1, response.text
    return str(created[0]["memory_id"])


def _build(api: httpx.Client, name: str) -> Bank:
    """A bank with English and Chinese memories, each pair's second superseding its first."""
    bank_id = f"ui-{uuid.uuid4().hex[:10]}"
    assert api.put(f"/v1/banks/{bank_id}", json={"name": name}).status_code == 200
    said = [
        (KITCHEN_OLD, T0, "s1", {"metadata": {"turn": 1}}),
        (KITCHEN_NEW, T1, "s1", {}),
        (BANQUET_OLD, T0, "s2", {}),
        (BANQUET_NEW, T1, "s2", {}),
        (PARKING, T0, "s3", {}),
        (HOSTILE, T1, "s4", {}),
        (CATERER_OLD, "2026-05-02T10:00:00-04:00", "s5", {}),
        (CATERER_NEW, "2026-05-16T10:00:00-04:00", "s6", {}),
    ]
    ids = {text: _retain(api, bank_id, text, at, s, **extra) for text, at, s, extra in said}
    for old, new in ((KITCHEN_OLD, KITCHEN_NEW), (BANQUET_OLD, BANQUET_NEW)):
        assert _memory(api, bank_id, ids[old])["status"] == "superseded", old
        assert _memory(api, bank_id, ids[new])["status"] == "active", new
    return Bank(bank_id, ids)


def _memory(api: httpx.Client, bank_id: str, memory_id: str) -> dict:
    response = api.get(f"/v1/banks/{bank_id}/memories/{memory_id}")
    assert response.status_code == 200, response.text
    return dict(response.json())


@pytest.fixture(scope="module")
def api(live_url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=live_url, timeout=120) as client:
        yield client


@pytest.fixture(scope="module")
def shared(api: httpx.Client) -> Bank:
    """One bank for the tests that only read (its name is hostile text too)."""
    return _build(api, "<b onmouseover=alert(2)>Kitchen</b>")


@pytest.fixture
def fresh(api: httpx.Client) -> Bank:
    """A bank of the test's own, for the tests that change memories."""
    return _build(api, "Renovation")


@dataclass
class Inspector:
    """The page, and what must never happen in it: a JavaScript dialog, a script error, a
    Content-Security-Policy violation."""

    page: Page
    url: str
    dialogs: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def load(self) -> None:
        self.page.goto(f"{self.url}/ui/")
        expect(self.page.locator("#bank-list option").first).to_be_attached()

    def choose(self, bank_id: str) -> None:
        self.page.get_by_label("Bank id").fill(bank_id)
        self.page.locator("#bank-form").get_by_role("button", name="Open").click()
        expect(self.page.locator("#current-bank")).to_contain_text(bank_id)
        self.idle()

    def idle(self) -> None:
        """Wait until no call the page made is still running."""
        expect(self.page.locator("body")).not_to_have_attribute("aria-busy", "true")

    def search(self, query: str, history: bool = False) -> None:
        self.page.get_by_label("Query").fill(query)
        self.page.get_by_label("Include past versions").set_checked(history)
        self.page.locator("#search-form").get_by_role("button", name="Search").click()

    def result(self, text: str) -> Locator:
        return self.page.locator("#results li.result", has_text=text)

    def open_by_id(self, memory_id: str) -> None:
        self.page.get_by_label("Memory id").fill(memory_id)
        self.page.get_by_role("button", name="Open memory").click()

    def opened(self, text: str) -> None:
        expect(self.page.locator("#m-text")).to_have_text(text)


@pytest.fixture
def inspector(chromium: Browser, live_url: str) -> Iterator[Inspector]:
    context = chromium.new_context(viewport={"width": 1024, "height": 900}, locale="en-US")
    page = context.new_page()
    page.set_default_timeout(30_000)
    expect.set_options(timeout=30_000)  # a first recall plans its query: seconds, not ms
    seen = Inspector(page, live_url)

    def dialog_opened(dialog: Dialog) -> None:
        seen.dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", dialog_opened)
    page.on("pageerror", lambda error: seen.problems.append(f"page error: {error}"))
    page.on(
        "console",
        lambda message: (
            seen.problems.append(message.text)
            if "Content Security Policy" in message.text
            else None
        ),
    )
    yield seen
    context.close()
    assert seen.dialogs == [], seen.dialogs
    assert seen.problems == [], seen.problems


def test_a_search_shows_each_memory_with_its_explanation_and_the_context_block(
    inspector: Inspector, shared: Bank
) -> None:
    page = inspector.page
    inspector.load()
    page.get_by_label("Known banks").select_option(shared.id)  # the list from GET /v1/banks
    expect(page.locator("#current-bank")).to_contain_text(shared.id)
    inspector.search("What is our kitchen budget?")
    card = inspector.result(KITCHEN_NEW)
    expect(card).to_contain_text("decision")
    expect(card).to_contain_text("active")
    expect(card).to_contain_text(re.compile(r"score \d\.\d{3}"))
    expect(card.locator(".explanation")).to_contain_text("relevance")
    expect(page.locator("#context")).to_contain_text(KITCHEN_NEW)
    expect(inspector.result(KITCHEN_OLD)).to_have_count(0)  # superseded: not recalled

    inspector.search("What is our kitchen budget?", history=True)
    expect(inspector.result(KITCHEN_OLD)).to_contain_text("superseded")

    inspector.search("What are we paying per head for the dinner?")
    expect(inspector.result(CATERER_OLD).locator(".outdated")).to_have_text("possibly outdated")
    expect(inspector.result(CATERER_NEW).locator(".outdated")).to_have_count(0)


def test_a_bank_in_the_address_is_opened_before_the_list_of_banks_has_loaded(
    inspector: Inspector, shared: Bank
) -> None:
    page = inspector.page
    held: list[Route] = []

    def hold(route: Route) -> None:  # the known-banks list gets no answer yet
        held.append(route)

    page.route("**/v1/banks?*", hold)
    page.goto(f"{inspector.url}/ui/?bank={shared.id}")
    expect(page.locator("#current-bank")).to_contain_text(shared.id)
    inspector.search("What is our kitchen budget?")
    expect(inspector.result(KITCHEN_NEW)).to_be_visible()
    expect(page.locator("#error")).to_be_hidden()
    assert held, "the list of banks was asked for"
    for route in held:
        route.continue_()
    page.unroute("**/v1/banks?*", hold)  # its later pages (a store of many banks) go through
    expect(page.locator("#bank-list")).to_have_value(shared.id)


def test_an_opened_memory_shows_sources_edges_and_its_history_chain(
    inspector: Inspector, shared: Bank
) -> None:
    page = inspector.page
    inspector.load()
    inspector.choose(shared.id)
    inspector.search("What is our kitchen budget?")
    inspector.result(KITCHEN_NEW).get_by_role("button", name="Open").click()
    inspector.opened(KITCHEN_NEW)
    expect(page.locator("#m-fields")).to_contain_text("decision")
    expect(page.locator("#m-sources")).to_contain_text(
        "user · session s1 · 2026-03-09 09:00:00 UTC"
    )
    edge = page.locator("#m-edges li", has_text="supersedes →")
    expect(edge).to_contain_text(KITCHEN_OLD)
    superseded = page.locator('#m-history li[data-event="superseded"]')
    expect(superseded).to_contain_text(KITCHEN_OLD)
    expect(superseded).to_contain_text("new value")
    expect(page.locator("#m-history li.current")).to_contain_text(KITCHEN_NEW)

    edge.get_by_role("button", name=KITCHEN_OLD).click()  # the other memory opens
    inspector.opened(KITCHEN_OLD)
    expect(page.locator("#m-fields")).to_contain_text("superseded")
    expect(page.locator("#m-sources")).to_contain_text('metadata: {"turn":1}')
    expect(page.locator("#m-entities")).to_contain_text("kitchen budget")


def test_a_correction_makes_a_new_version_that_supersedes_the_old_one(
    inspector: Inspector, fresh: Bank, api: httpx.Client
) -> None:
    page = inspector.page
    inspector.load()
    inspector.choose(fresh.id)
    old_id = fresh.ids[KITCHEN_NEW]
    inspector.open_by_id(old_id)
    inspector.opened(KITCHEN_NEW)
    page.get_by_role("button", name="Correct", exact=True).click()
    page.get_by_label("New text").fill("Our kitchen budget is now $35k.")
    page.locator("#correct-form").get_by_label("Reason (optional)").fill("the quote came in higher")
    page.get_by_role("button", name="Save correction").click()
    inspector.opened("Our kitchen budget is now $35k.")
    expect(page.locator("#notice")).to_contain_text("supersedes the old one")
    expect(page.locator('#m-history li[data-event="corrected"]')).to_contain_text("$35k")

    old = _memory(api, fresh.id, old_id)
    assert old["status"] == "superseded"
    (edge,) = [e for e in old["edges"] if e["type"] == "SUPERSEDES" and e["direction"] == "in"]
    assert edge["reason"] == "correction"
    new = _memory(api, fresh.id, edge["memory_id"])
    assert new["text"] == "Our kitchen budget is now $35k." and new["status"] == "active"
    assert new["correction_reason"] == "the quote came in higher"
    expect(page.locator("#m-fields")).to_contain_text(new["id"])  # the page shows the new one


def test_a_soft_forget_asks_first_and_restore_brings_the_memory_back(
    inspector: Inspector, fresh: Bank, api: httpx.Client
) -> None:
    page = inspector.page
    memory_id = fresh.ids[BANQUET_NEW]
    inspector.load()
    inspector.choose(fresh.id)
    inspector.search("婚宴预算每桌多少？")
    inspector.result(BANQUET_NEW).get_by_role("button", name="Open").click()
    inspector.opened(BANQUET_NEW)
    page.get_by_role("button", name="Forget").click()
    dialog = page.locator("#confirm")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("can be restored")
    dialog.get_by_label("Reason (optional)").fill("asked to forget it")
    dialog.get_by_role("button", name="Forget").click()
    expect(page.get_by_role("button", name="Restore")).to_be_visible()
    expect(page.locator("#m-fields")).to_contain_text("forgotten")
    stored = _memory(api, fresh.id, memory_id)
    assert stored["status"] == "forgotten" and stored["forget_reason"] == "asked to forget it"

    page.get_by_role("button", name="Restore").click()
    expect(page.locator("#notice")).to_contain_text("Restored")
    expect(page.get_by_role("button", name="Forget")).to_be_visible()
    assert _memory(api, fresh.id, memory_id)["status"] == "active"


def test_a_hard_forget_says_it_erases_for_good_and_cancel_keeps_the_memory(
    inspector: Inspector, fresh: Bank, api: httpx.Client
) -> None:
    page = inspector.page
    memory_id = fresh.ids[PARKING]
    inspector.load()
    inspector.choose(fresh.id)
    listed = page.locator("#listing li", has_text=PARKING)
    listed.get_by_role("button", name="Open").click()
    inspector.opened(PARKING)
    dialog = page.locator("#confirm")

    page.get_by_role("button", name="Erase for good").click()
    expect(dialog).to_contain_text("erased for good")
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    assert _memory(api, fresh.id, memory_id)["status"] == "active"

    page.get_by_role("button", name="Erase for good").click()
    dialog.get_by_role("button", name="Erase for good").click()
    expect(page.locator("#notice")).to_contain_text("Erased for good")
    expect(page.locator("#memory")).to_be_hidden()
    expect(listed).to_have_count(0)
    assert api.get(f"/v1/banks/{fresh.id}/memories/{memory_id}").status_code == 404


def test_the_list_filters_by_kind_and_status_and_pages_by_cursor(
    inspector: Inspector, shared: Bank
) -> None:
    page = inspector.page
    inspector.load()
    inspector.choose(shared.id)
    form = page.locator("#list-form")
    listing = page.locator("#listing li.listed")
    expect(listing.filter(has_text=KITCHEN_NEW)).to_have_count(1)  # a bank opens on its list
    expect(listing.filter(has_text=KITCHEN_OLD)).to_have_count(1)  # all but forgotten

    form.get_by_label("Status").select_option("superseded")
    form.get_by_role("button", name="List").click()
    expect(listing).to_have_count(2)
    expect(listing.filter(has_text=KITCHEN_OLD)).to_contain_text("superseded")
    expect(listing.filter(has_text=BANQUET_OLD)).to_have_count(1)

    form.get_by_label("Per page").fill("1")
    form.get_by_role("button", name="List").click()
    expect(listing).to_have_count(1)
    page.get_by_role("button", name="More").click()
    expect(listing).to_have_count(2)
    expect(listing.filter(has_text=KITCHEN_OLD)).to_have_count(1)
    expect(listing.filter(has_text=BANQUET_OLD)).to_have_count(1)

    form.get_by_label("Per page").fill("50")
    form.get_by_label("Kind").select_option("decision")
    form.get_by_label("Status").select_option("all")
    form.get_by_role("button", name="List").click()
    expect(listing.filter(has_text=KITCHEN_NEW)).to_have_count(1)
    expect(listing.filter(has_text=KITCHEN_OLD)).to_have_count(0)  # a fact
    expect(listing.filter(has_text=PARKING)).to_have_count(0)


def test_the_page_speaks_chinese_and_every_label_exists_in_both_languages(
    inspector: Inspector, shared: Bank, chromium: Browser, live_url: str
) -> None:
    page = inspector.page
    inspector.load()
    expect(page.locator("h1")).to_have_text("Memory inspector")
    missing = page.evaluate(
        """() => [
          ...Object.entries(STRINGS).filter(([, v]) => !v.en || !v.zh).map(([k]) => k),
          ...[...document.querySelectorAll('[data-i18n]')]
            .map((n) => n.dataset.i18n).filter((k) => !(k in STRINGS)),
        ]"""
    )
    assert missing == []
    inspector.choose(shared.id)
    inspector.open_by_id(shared.ids[BANQUET_NEW])
    inspector.opened(BANQUET_NEW)

    page.get_by_label("Language").select_option("zh")
    expect(page.locator("h1")).to_have_text("记忆检查器")
    expect(page.locator("html")).to_have_attribute("lang", "zh-CN")
    expect(page.locator("#search-form").get_by_role("button", name="搜索")).to_be_visible()
    expect(page.get_by_label("记忆库 ID")).to_have_value(shared.id)
    expect(page.locator("#m-fields")).to_contain_text("类型")
    expect(page.locator("#m-fields")).to_contain_text("决定")  # a kind is a label too
    expect(page.get_by_role("button", name="永久删除")).to_be_visible()
    expect(page.locator("#listing")).to_contain_text("重要性")
    expect(page.locator("#listing")).to_contain_text(BANQUET_NEW)  # the data stays as it is

    context = chromium.new_context(locale="zh-CN")  # the default follows navigator.language
    try:
        chinese = context.new_page()
        chinese.goto(f"{live_url}/ui/")
        expect(chinese.locator("h1")).to_have_text("记忆检查器")
        expect(chinese.get_by_label("语言")).to_have_value("zh")
    finally:
        context.close()


def test_hostile_text_is_shown_as_text_and_never_runs(inspector: Inspector, shared: Bank) -> None:
    page = inspector.page
    inspector.load()
    expect(page.locator("#bank-list")).to_contain_text("<b onmouseover=alert(2)>Kitchen</b>")
    inspector.choose(shared.id)
    listed = page.locator("#listing li.listed", has_text=HOSTILE)
    expect(listed.locator(".memory-text")).to_have_text(HOSTILE)
    listed.get_by_role("button", name="Open").click()
    inspector.opened(HOSTILE)
    expect(page.locator("#m-sources")).to_contain_text(HOSTILE)
    inspector.search(HOSTILE)
    expect(inspector.result(HOSTILE).locator(".memory-text")).to_have_text(HOSTILE)
    expect(page.locator("#context")).to_contain_text(HOSTILE)
    assert page.locator("img").count() == 0
    assert page.locator("main b, #bank-list b").count() == 0
    # the fixture checks that no dialog opened and no script error or CSP violation happened


def test_api_errors_are_shown_in_the_page(inspector: Inspector, shared: Bank) -> None:
    page = inspector.page
    error = page.locator("#error")
    inspector.load()
    inspector.choose("no-such-bank-here")
    expect(error).to_be_visible()
    expect(error).to_contain_text("Bank not found (404): no bank with id 'no-such-bank-here'")

    inspector.choose("bad bank!")
    expect(error).to_contain_text("Invalid input (422)")

    inspector.choose(shared.id)
    expect(error).to_be_hidden()
    inspector.open_by_id(MISSING_ID)
    expect(error).to_contain_text("Not found (404)")
    page.get_by_role("button", name="Dismiss").click()
    expect(error).to_be_hidden()


def test_the_api_key_goes_with_every_call_and_a_refusal_asks_for_one(
    inspector: Inspector, shared: Bank
) -> None:
    page = inspector.page
    sent: list[str | None] = []

    def guard(route: Route) -> None:
        key = route.request.headers.get("authorization")
        sent.append(key)
        if key != "Bearer k-123":
            problem = {"title": "Unauthorized", "status": 401, "detail": "an API key is needed"}
            route.fulfill(
                status=401, content_type="application/problem+json", body=json.dumps(problem)
            )
        else:
            route.continue_()

    page.route(re.compile(r".*/v1/.*"), guard)
    page.goto(f"{inspector.url}/ui/")
    expect(page.locator("#error")).to_contain_text("Unauthorized (401): an API key is needed")
    expect(page.locator("#key-needed")).to_be_visible()
    expect(page.get_by_label("API key")).to_be_focused()

    page.get_by_label("API key").fill("k-123")
    expect(page.locator("#key-needed")).to_be_hidden()
    inspector.choose(shared.id)
    expect(page.locator("#listing li.listed").first).to_be_visible()
    inspector.search("What is our kitchen budget?")
    expect(inspector.result(KITCHEN_NEW)).to_be_visible()
    assert sent[0] is None and set(sent[1:]) == {"Bearer k-123"}
    stored = page.evaluate(
        "() => [sessionStorage.getItem('hindsight.apiKey'), localStorage.length]"
    )
    assert stored == ["k-123", 0]


@pytest.mark.parametrize("width", [1024, 360])
def test_the_page_fits_a_laptop_and_a_phone_and_labels_every_field(
    inspector: Inspector, shared: Bank, width: int
) -> None:
    page = inspector.page
    page.set_viewport_size({"width": width, "height": 800})
    inspector.load()
    inspector.choose(shared.id)
    inspector.search("What is our kitchen budget?")
    inspector.result(KITCHEN_NEW).get_by_role("button", name="Open").click()
    inspector.opened(KITCHEN_NEW)
    fits = page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    assert fits, f"the page scrolls sideways at {width}px"
    unlabelled = page.evaluate(
        "() => [...document.querySelectorAll('input, select, textarea')]"
        ".filter((e) => !e.labels.length).map((e) => e.id)"
    )
    assert unlabelled == []
    results = page.locator("#results").bounding_box()
    memory = page.locator("#memory").bounding_box()
    assert results and memory
    side_by_side = memory["x"] >= results["x"] + results["width"]
    assert side_by_side == (width >= 900)


def test_the_service_serves_the_page_and_redirects_ui_to_it(client: TestClient) -> None:
    page = client.get("/ui/")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert '<script src="app.js" defer></script>' in page.text
    assert "script-src 'self'" in page.headers["content-security-policy"]
    moved = client.get("/ui", follow_redirects=False)
    assert moved.status_code == 307 and moved.headers["location"] == "/ui/"
    assert "javascript" in client.get("/ui/app.js").headers["content-type"]
    assert client.get("/ui/style.css").headers["content-type"].startswith("text/css")
    missing = client.get("/ui/nothing.js")
    assert missing.status_code == 404
    assert missing.headers["content-type"].startswith("application/problem+json")
