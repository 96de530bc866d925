// The memory inspector: one bank, read and changed through the public REST API (/v1).
// Every text from the API goes into the page as text (append/textContent), never as markup.
"use strict";

// Every label the page shows, in English and Chinese.
const STRINGS = {
  title: { en: "Memory inspector", zh: "记忆检查器" },
  language: { en: "Language", zh: "语言" },
  apiKey: { en: "API key", zh: "API 密钥" },
  apiKeyHint: { en: "Kept in this tab only; sent as a bearer token.", zh: "只保存在此标签页中，作为 Bearer 令牌发送。" },
  keyNeeded: { en: "The service asks for an API key: enter it above and try again.", zh: "服务需要 API 密钥：请在上方输入后重试。" },
  dismiss: { en: "Dismiss", zh: "关闭" },
  bank: { en: "Bank", zh: "记忆库" },
  bankId: { en: "Bank id", zh: "记忆库 ID" },
  openBank: { en: "Open", zh: "打开" },
  knownBanks: { en: "Known banks", zh: "已有记忆库" },
  chooseOption: { en: "— choose —", zh: "— 请选择 —" },
  moreBanks: { en: "(more banks not shown)", zh: "（还有更多记忆库未列出）" },
  refresh: { en: "Refresh", zh: "刷新" },
  memoryCount: { en: "memories: {n}", zh: "{n} 条记忆" },
  chooseBank: { en: "Choose a bank first.", zh: "请先选择一个记忆库。" },
  currentBank: { en: "Looking at bank {id}", zh: "当前记忆库：{id}" },
  memoryId: { en: "Memory id", zh: "记忆 ID" },
  openMemory: { en: "Open memory", zh: "打开记忆" },
  search: { en: "Search", zh: "搜索" },
  query: { en: "Query", zh: "查询" },
  includeHistory: { en: "Include past versions", zh: "包括旧版本" },
  searchButton: { en: "Search", zh: "搜索" },
  noResults: { en: "Nothing recalled.", zh: "没有召回任何记忆。" },
  score: { en: "score", zh: "得分" },
  explanation: { en: "Why", zh: "原因" },
  possiblyOutdated: { en: "possibly outdated", zh: "可能已过时" },
  contextBlock: { en: "Context block", zh: "上下文块" },
  list: { en: "Memories", zh: "记忆列表" },
  kind: { en: "Kind", zh: "类型" },
  kindsHint: { en: "None selected: every kind.", zh: "不选：全部类型。" },
  status: { en: "Status", zh: "状态" },
  statusesHint: { en: "None selected: all but forgotten.", zh: "不选：除已遗忘外全部。" },
  perPage: { en: "Per page", zh: "每页条数" },
  listButton: { en: "List", zh: "列出" },
  more: { en: "More", zh: "更多" },
  noMemories: { en: "No memories.", zh: "没有记忆。" },
  open: { en: "Open", zh: "打开" },
  memory: { en: "Memory", zh: "记忆" },
  correct: { en: "Correct", zh: "更正" },
  forget: { en: "Forget", zh: "遗忘" },
  restore: { en: "Restore", zh: "恢复" },
  erase: { en: "Erase for good", zh: "永久删除" },
  newText: { en: "New text", zh: "新内容" },
  reason: { en: "Reason (optional)", zh: "原因（可选）" },
  importance: { en: "Importance", zh: "重要性" },
  save: { en: "Save correction", zh: "保存更正" },
  cancel: { en: "Cancel", zh: "取消" },
  confirmForget: { en: "Forget this memory? It leaves recall and can be restored later.", zh: "遗忘这条记忆？它将不再被召回，之后可以恢复。" },
  confirmErase: { en: "Erase this memory for good? Its text, its edges and the episodes only it came from are erased for good; only a tombstone without content remains. This cannot be undone.", zh: "永久删除这条记忆？它的文本、关联以及仅属于它的对话片段将被永久抹去，只留下不含内容的墓碑记录。此操作无法撤销。" },
  corrected: { en: "Corrected: the new version below supersedes the old one.", zh: "已更正：下面的新版本取代了旧版本。" },
  forgotten: { en: "Forgotten: out of recall; it can be restored.", zh: "已遗忘：不再被召回，可以恢复。" },
  erased: { en: "Erased for good; a tombstone {id} remains.", zh: "已永久删除，留下墓碑 {id}。" },
  restored: { en: "Restored.", zh: "已恢复。" },
  sources: { en: "Sources", zh: "来源" },
  edges: { en: "Edges", zh: "关联" },
  entities: { en: "Entities", zh: "实体" },
  history: { en: "History", zh: "历史" },
  none: { en: "none", zh: "无" },
  by: { en: "by", zh: "由" },
  session: { en: "session", zh: "会话" },
  metadata: { en: "metadata", zh: "元数据" },
  thisVersion: { en: "this version", zh: "当前版本" },
  "dir.out": { en: "to", zh: "指向" },
  "dir.in": { en: "from", zh: "来自" },
  networkError: { en: "The service could not be reached", zh: "无法连接服务" },
  requestFailed: { en: "Request failed", zh: "请求失败" },
  "field.id": { en: "Id", zh: "ID" },
  "field.kind": { en: "Kind", zh: "类型" },
  "field.status": { en: "Status", zh: "状态" },
  "field.importance": { en: "Importance", zh: "重要性" },
  "field.confidence": { en: "Confidence", zh: "置信度" },
  "field.origin": { en: "Made by", zh: "产生方式" },
  "field.session_id": { en: "Session", zh: "会话" },
  "field.known_from": { en: "Known from", zh: "获知时间" },
  "field.occurred_at": { en: "Occurred at", zh: "发生时间" },
  "field.created_at": { en: "Stored at", zh: "存储时间" },
  "field.valid_until": { en: "Valid until", zh: "有效期至" },
  "field.last_accessed_at": { en: "Last recalled", zh: "最近召回" },
  "field.access_count": { en: "Times recalled", zh: "召回次数" },
  "field.status_changed_at": { en: "Status changed", zh: "状态变更时间" },
  "field.forget_reason": { en: "Forget reason", zh: "遗忘原因" },
  "field.correction_reason": { en: "Correction reason", zh: "更正原因" },
  "field.tags": { en: "Tags", zh: "标签" },
  "kind.preference": { en: "preference", zh: "偏好" },
  "kind.decision": { en: "decision", zh: "决定" },
  "kind.task": { en: "task", zh: "任务" },
  "kind.fact": { en: "fact", zh: "事实" },
  "kind.feedback": { en: "feedback", zh: "反馈" },
  "kind.lesson": { en: "lesson", zh: "经验" },
  "kind.transient": { en: "transient", zh: "临时" },
  "status.all": { en: "all", zh: "全部" },
  "status.active": { en: "active", zh: "有效" },
  "status.cold": { en: "cold", zh: "冷藏" },
  "status.consolidated": { en: "consolidated", zh: "已合并" },
  "status.superseded": { en: "superseded", zh: "已被取代" },
  "status.negated": { en: "negated", zh: "已被否定" },
  "status.expired": { en: "expired", zh: "已过期" },
  "status.forgotten": { en: "forgotten", zh: "已遗忘" },
  "event.created": { en: "created", zh: "创建" },
  "event.corrected": { en: "corrected", zh: "更正" },
  "event.consolidated": { en: "consolidated", zh: "合并" },
  "event.superseded": { en: "superseded", zh: "被取代" },
  "event.negated": { en: "negated", zh: "被否定" },
  "event.derived": { en: "derived", zh: "派生" },
  "event.cold": { en: "went cold", zh: "转为冷藏" },
  "event.expired": { en: "expired", zh: "过期" },
  "event.forgotten": { en: "forgotten", zh: "被遗忘" },
  "event.restored": { en: "restored", zh: "被恢复" },
  "edge.SUPERSEDES": { en: "supersedes", zh: "取代" },
  "edge.NEGATES": { en: "negates", zh: "否定" },
  "edge.CAUSES": { en: "causes", zh: "导致" },
  "edge.PRECEDES": { en: "precedes", zh: "先于" },
  "edge.DERIVED_FROM": { en: "derived from", zh: "源自" },
  "role.user": { en: "user", zh: "用户" },
  "role.assistant": { en: "assistant", zh: "助手" },
  "role.system": { en: "system", zh: "系统" },
  "role.tool": { en: "tool", zh: "工具" },
};
const KINDS = ["preference", "decision", "task", "fact", "feedback", "lesson", "transient"];
const STATUSES = ["active", "cold", "consolidated", "superseded", "negated", "expired", "forgotten"];
const FIELDS = ["id", "kind", "status", "importance", "confidence", "origin", "session_id",
  "known_from", "occurred_at", "created_at", "valid_until", "last_accessed_at", "access_count",
  "status_changed_at", "forget_reason", "correction_reason", "tags"];
const KEY_STORE = "hindsight.apiKey", LANG_STORE = "hindsight.lang";

// What the page shows now (the server keeps nothing for it), so a language switch redraws it.
const view = { lang: "en", bank: null, results: null, context: "", listing: null, next: null, memory: null, history: null };

const $ = (id) => document.getElementById(id);

function t(key, vars = {}) {
  const entry = STRINGS[key];
  const text = entry ? entry[view.lang] : key.slice(key.indexOf(".") + 1);
  return text.replace(/\{(\w+)\}/g, (_, name) => String(vars[name] ?? ""));
}

// An element with attributes and children; strings become text nodes, never markup.
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "class") node.className = value;
    else if (name === "onclick") node.addEventListener("click", value);
    else node.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

function when(iso) {
  return iso ? iso.replace("T", " ").replace(/\.\d+/, "").replace(/Z$/, " UTC") : "—";
}

// --- the API --------------------------------------------------------------------------------
class ApiError extends Error {
  constructor(status, title, detail) {
    super(detail || title);
    Object.assign(this, { status, title, detail });
  }
}

async function api(method, path, { query, body } = {}) {
  const url = new URL(`../v1/${path}`, location.href);
  for (const [name, value] of query || []) url.searchParams.append(name, value);
  const headers = { Accept: "application/json" };
  const key = sessionStorage.getItem(KEY_STORE);
  if (key) headers.Authorization = `Bearer ${key}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response;
  try {
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new ApiError(0, t("networkError"), String(err.message || err));
  }
  const text = await response.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = null; }
  if (!response.ok) {
    throw new ApiError(response.status, data?.title || response.statusText || t("requestFailed"),
      data?.detail || (data ? "" : text.slice(0, 300)));
  }
  return data;
}

const bankPath = (rest = "") => `banks/${encodeURIComponent(view.bank)}${rest}`;
const memoryPath = (id, rest = "") => bankPath(`/memories/${encodeURIComponent(id)}${rest}`);

// Runs one user action: clears the last message, shows an API error instead of failing blank.
let running = 0;
async function run(action) {
  $("error").hidden = true;
  $("notice").textContent = "";
  running += 1;
  document.body.setAttribute("aria-busy", "true");
  try {
    await action();
  } catch (err) {
    showError(err);
  } finally {
    running -= 1;
    if (!running) document.body.removeAttribute("aria-busy");
  }
}

function showError(err) {
  const status = err.status ? ` (${err.status})` : "";
  const said = err instanceof ApiError ? err.detail : String(err.message || err);  // a bug shows too
  const detail = said ? `: ${typeof said === "string" ? said : JSON.stringify(said)}` : "";
  $("error-text").textContent = `${err.title || t("requestFailed")}${status}${detail}`;
  $("error").hidden = false;
  if (err.status === 401 || err.status === 403) {
    $("key-needed").hidden = false;
    $("api-key").focus();
  }
}

function needBank() {
  if (!view.bank) throw new ApiError(0, t("chooseBank"), "");
}

// --- banks ----------------------------------------------------------------------------------
const MOST_BANKS = 2000; // pages of 200 are followed up to this many banks

async function loadBanks() {
  const banks = [];
  let cursor = null;
  do {
    const query = [["limit", "200"]].concat(cursor ? [["cursor", cursor]] : []);
    const page = await api("GET", "banks", { query });
    banks.push(...page.banks);
    cursor = page.next;
  } while (cursor && banks.length < MOST_BANKS);
  const list = $("bank-list");
  list.replaceChildren(el("option", { value: "" }, t("chooseOption")));
  for (const bank of banks) {
    const label = `${bank.id}${bank.name ? ` — ${bank.name}` : ""} (${t("memoryCount", { n: bank.memories })})`;
    list.append(el("option", { value: bank.id }, label));
  }
  if (cursor) list.append(el("option", { value: "", disabled: "" }, t("moreBanks")));
  list.value = view.bank || "";
}

async function chooseBank(id) {
  view.bank = id.trim();
  $("bank").value = view.bank;
  $("bank-list").value = [...$("bank-list").options].some((o) => o.value === view.bank) ? view.bank : "";
  Object.assign(view, { results: null, context: "", listing: null, next: null, memory: null, history: null });
  const url = new URL(location.href);
  url.searchParams.set("bank", view.bank);
  history.replaceState(null, "", url);
  drawAll();
  await listMemories(false);
}

// --- search ---------------------------------------------------------------------------------
async function search() {
  needBank();
  const body = { query: $("query").value, explain: true, include_history: $("include-history").checked };
  const answer = await api("POST", bankPath("/recall"), { body });
  view.results = answer.memories;
  view.context = answer.context;
  drawResults();
}

function badges(memory) {
  return el("span", { class: "badges" },
    el("span", { class: `badge kind-${memory.kind}` }, t(`kind.${memory.kind}`)),
    el("span", { class: `badge status-${memory.status}` }, t(`status.${memory.status}`)));
}

function openButton(id) {
  return el("button", { type: "button", class: "open", "data-memory": id, onclick: () => run(() => openMemory(id)) }, t("open"));
}

function drawResults() {
  const list = $("results");
  list.replaceChildren();
  $("context-box").hidden = view.results === null;
  $("context").textContent = view.context;
  if (view.results === null) return;
  if (!view.results.length) list.append(el("li", { class: "muted" }, t("noResults")));
  for (const m of view.results) {
    const scores = Object.entries(m.scores).map(([name, value]) => `${name} ${value}`).join(" · ");
    list.append(el("li", { class: "card result", "data-id": m.id },
      el("p", { class: "memory-text" }, m.text),
      el("p", { class: "meta" }, badges(m), ` ${t("score")} ${m.score.toFixed(3)} `,
        m.scores.possibly_outdated ? el("span", { class: "badge outdated" }, t("possiblyOutdated")) : null),
      el("p", { class: "explanation" }, el("strong", {}, `${t("explanation")}: `), m.explanation || ""),
      el("p", { class: "scores muted" }, scores),
      openButton(m.id)));
  }
}

// --- list -----------------------------------------------------------------------------------
async function listMemories(more) {
  needBank();
  const query = [["limit", $("limit").value || "50"]];
  for (const option of $("kinds").selectedOptions) query.push(["kind", option.value]);
  for (const option of $("statuses").selectedOptions) query.push(["status", option.value]);
  if (more && view.next) query.push(["cursor", view.next]);
  const page = await api("GET", bankPath("/memories"), { query });
  view.listing = more ? [...(view.listing || []), ...page.memories] : page.memories;
  view.next = page.next;
  drawListing();
}

function drawListing() {
  const list = $("listing");
  list.replaceChildren();
  $("more").hidden = !view.next;
  if (view.listing === null) return;
  if (!view.listing.length) list.append(el("li", { class: "muted" }, t("noMemories")));
  for (const m of view.listing) {
    list.append(el("li", { class: "card listed", "data-id": m.id },
      el("p", { class: "memory-text" }, m.text),
      el("p", { class: "meta" }, badges(m), ` ${t("importance")} ${m.importance.toFixed(2)} · ${when(m.known_from)}`),
      openButton(m.id)));
  }
}

// --- one memory -----------------------------------------------------------------------------
async function openMemory(id) {
  needBank();
  const [memory, chain] = await Promise.all([api("GET", memoryPath(id)), api("GET", memoryPath(id, "/history"))]);
  view.memory = memory;
  view.history = chain.steps;
  drawMemory();
  $("memory-heading").focus();
}

function drawMemory() {
  const m = view.memory;
  $("memory").hidden = !m;
  $("correct-form").hidden = true;
  if (!m) return;
  $("m-text").textContent = m.text;
  const fields = $("m-fields");
  fields.replaceChildren();
  for (const name of FIELDS) {
    let value = m[name];
    if (value === null || value === undefined || (Array.isArray(value) && !value.length)) continue;
    if (name === "kind") value = t(`kind.${value}`);
    else if (name === "status") value = t(`status.${value}`);
    else if (name.endsWith("_at") || name.endsWith("_from") || name === "valid_until") value = when(value);
    else if (Array.isArray(value)) value = value.join(", ");
    fields.append(el("dt", {}, t(`field.${name}`)), el("dd", {}, String(value)));
  }
  $("forget").hidden = m.status === "forgotten";
  $("restore").hidden = m.status !== "forgotten";
  drawItems($("m-sources"), m.sources, (s) => el("li", {},
    el("p", { class: "meta" }, `${s.role ? t(`role.${s.role}`) : "—"} · ${t("session")} ${s.session_id || "—"} · ${when(s.timestamp)}`),
    el("p", { class: "quote" }, s.text ?? "—"),
    s.metadata ? el("p", { class: "muted" }, `${t("metadata")}: `, el("code", {}, JSON.stringify(s.metadata))) : null));
  drawItems($("m-edges"), m.edges, (e) => el("li", {},
    el("span", { class: "edge" }, `${t(`edge.${e.type}`)} ${e.direction === "out" ? "→" : "←"} `,
      el("span", { class: "sr-only" }, t(`dir.${e.direction}`))),
    el("button", { type: "button", class: "link", "data-memory": e.memory_id, onclick: () => run(() => openMemory(e.memory_id)) }, e.text),
    ` (${t(`status.${e.status}`)}${e.reason ? `; ${e.reason}` : ""})`));
  drawItems($("m-entities"), m.entities, (e) => el("li", { class: "badge" }, e.name));
  drawItems($("m-history"), view.history, (step) => el("li", { class: step.memory_id === m.id ? "step current" : "step", "data-event": step.event },
    el("p", { class: "meta" }, el("strong", {}, t(`event.${step.event}`)), ` · ${when(step.at)} · `, badges(step),
      step.memory_id === m.id ? ` · ${t("thisVersion")}` : null),
    el("p", { class: "quote" }, step.text),
    step.by || step.reason ? el("p", { class: "muted" }, [step.by ? `${t("by")} ${step.by}` : "", step.reason || ""].filter(Boolean).join(" · ")) : null));
}

function drawItems(list, items, draw) {
  list.replaceChildren(...(items && items.length ? items.map(draw) : [el("li", { class: "muted" }, t("none"))]));
}

function startCorrection() {
  const m = view.memory;
  $("c-text").value = m.text;
  $("c-reason").value = "";
  $("c-kind").value = m.kind;
  $("c-importance").value = String(m.importance);
  $("correct-form").hidden = false;
  $("c-text").focus();
}

async function saveCorrection() {
  const m = view.memory;
  const body = {};
  if ($("c-text").value.trim() !== m.text) body.text = $("c-text").value;
  if ($("c-kind").value !== m.kind) body.kind = $("c-kind").value;
  const importance = Number($("c-importance").value);
  if ($("c-importance").value !== "" && importance !== m.importance) body.importance = importance;
  if ($("c-reason").value.trim()) body.reason = $("c-reason").value.trim();
  const answer = await api("PATCH", memoryPath(m.id), { body });
  await openMemory(answer.memory.id);
  $("notice").textContent = t("corrected");
}

// The in-page confirmation: resolves to the reason typed (maybe empty), or null when cancelled.
function confirmAction(message, okLabel) {
  const dialog = $("confirm");
  $("confirm-text").textContent = message;
  $("confirm-ok").textContent = okLabel;
  $("confirm-reason").value = "";
  dialog.returnValue = "";
  dialog.showModal();
  return new Promise((resolve) => dialog.addEventListener("close", () =>
    resolve(dialog.returnValue === "ok" ? $("confirm-reason").value.trim() : null), { once: true }));
}

async function forget(hard) {
  const m = view.memory;
  const reason = await confirmAction(t(hard ? "confirmErase" : "confirmForget"), t(hard ? "erase" : "forget"));
  if (reason === null) return;
  const query = hard ? [["hard", "true"]] : [];
  if (reason) query.push(["reason", reason]);
  const answer = await api("DELETE", memoryPath(m.id), { query });
  if (hard) {
    view.memory = null;
    view.results = view.results && view.results.filter((r) => r.id !== m.id);
    view.listing = view.listing && view.listing.filter((r) => r.id !== m.id);
    drawAll();
    $("notice").textContent = t("erased", { id: answer.tombstone ? answer.tombstone.id : m.id });
  } else {
    await openMemory(m.id);
    $("notice").textContent = t("forgotten");
  }
}

async function restore() {
  await api("POST", memoryPath(view.memory.id, "/restore"));
  await openMemory(view.memory.id);
  $("notice").textContent = t("restored");
}

// --- language -------------------------------------------------------------------------------
function fillOptions(select, values, prefix) {
  const chosen = new Set([...select.selectedOptions].map((o) => o.value));
  select.replaceChildren(...values.map((v) => {
    const option = el("option", { value: v }, t(`${prefix}.${v}`));
    option.selected = chosen.has(v);
    return option;
  }));
}

function drawAll() {
  document.documentElement.lang = view.lang === "zh" ? "zh-CN" : "en";
  for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  fillOptions($("kinds"), KINDS, "kind");
  fillOptions($("statuses"), ["all", ...STATUSES], "status");
  fillOptions($("c-kind"), KINDS, "kind");
  if ($("bank-list").options.length) $("bank-list").options[0].textContent = t("chooseOption");
  $("current-bank").textContent = view.bank ? t("currentBank", { id: view.bank }) : t("chooseBank");
  drawResults();
  drawListing();
  drawMemory();
}

function setLanguage(lang) {
  view.lang = lang === "zh" ? "zh" : "en";
  $("lang").value = view.lang;
  sessionStorage.setItem(LANG_STORE, view.lang);
  drawAll();
}

// --- start ----------------------------------------------------------------------------------
function onSubmit(id, action) {
  $(id).addEventListener("submit", (event) => {
    event.preventDefault();
    run(action);
  });
}

function start() {
  const preferred = sessionStorage.getItem(LANG_STORE) || navigator.language || "en";
  setLanguage(preferred.toLowerCase().startsWith("zh") ? "zh" : "en");
  $("lang").addEventListener("change", () => setLanguage($("lang").value));
  $("api-key").value = sessionStorage.getItem(KEY_STORE) || "";
  $("api-key").addEventListener("input", () => {
    const key = $("api-key").value.trim();
    if (key) sessionStorage.setItem(KEY_STORE, key);
    else sessionStorage.removeItem(KEY_STORE);
    $("key-needed").hidden = true;
  });
  $("error-dismiss").addEventListener("click", () => ($("error").hidden = true));
  onSubmit("bank-form", () => chooseBank($("bank").value));
  $("bank-list").addEventListener("change", () => { if ($("bank-list").value) run(() => chooseBank($("bank-list").value)); });
  $("refresh-banks").addEventListener("click", () => run(loadBanks));
  onSubmit("open-form", () => openMemory($("memory-id").value.trim()));
  onSubmit("search-form", search);
  onSubmit("list-form", () => listMemories(false));
  $("more").addEventListener("click", () => run(() => listMemories(true)));
  $("correct-open").addEventListener("click", startCorrection);
  $("correct-cancel").addEventListener("click", () => ($("correct-form").hidden = true));
  onSubmit("correct-form", saveCorrection);
  $("forget").addEventListener("click", () => run(() => forget(false)));
  $("erase").addEventListener("click", () => run(() => forget(true)));
  $("restore").addEventListener("click", () => run(restore));
  $("confirm-ok").addEventListener("click", () => $("confirm").close("ok"));
  $("confirm-cancel").addEventListener("click", () => $("confirm").close("cancel"));
  const fromUrl = new URLSearchParams(location.search).get("bank");
  // the bank in the URL first: the list of known banks may take several pages to load
  if (fromUrl) run(() => chooseBank(fromUrl));
  run(loadBanks);
}

start();
