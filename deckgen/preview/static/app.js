// deckgen preview: fetch the state, draw it, and redraw when the server says so (SSE).
"use strict";
const token = document.querySelector('meta[name="deckgen-token"]').content;
const $ = (id) => document.getElementById(id);
let choosing = false;

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, attrs || {});
  for (const child of children) node.append(child);
  return node;
}

function showFaces(faces) {
  const box = $("faces");
  const old = new Map([...box.children].map((fig) => [fig.dataset.id, fig]));
  const kept = [];
  for (const face of faces) {
    let fig = old.get(face.id);
    if (!fig) {
      fig = el("figure", { className: "card" }, el("img", { alt: face.id }), el("figcaption"));
      fig.dataset.id = face.id;
    }
    const img = fig.querySelector("img");
    if (img.getAttribute("src") !== face.url) img.setAttribute("src", face.url); // only changed faces reload
    fig.querySelector("figcaption").replaceChildren(el("code", {}, face.id), ` × ${face.count}`);
    kept.push(fig);
  }
  box.replaceChildren(...kept);
}

function showInfo(info) {
  const table = $("info");
  if (!info.rows) return table.replaceChildren();
  const head = el("tr", {}, ...["card", ...info.colors, "wild", "total", "points"].map((t) => el("th", {}, t)));
  const rows = info.rows.map((r) =>
    el("tr", {}, el("td", {}, r.label), ...r.per_color.map((n) => el("td", {}, String(n))),
      el("td", {}, String(r.wild)), el("td", {}, String(r.total)), el("td", {}, r.points)));
  const total = el("tr", {}, el("th", {}, "total"), ...info.colors.map(() => el("th")), el("th"),
    el("th", {}, String(info.total)), el("th", {}, String(info.points)));
  table.replaceChildren(el("caption", {}, info.title), head, ...rows, total);
}

function fill(select, values, current) {
  if (select.dataset.values !== values.join()) {
    select.replaceChildren(...values.map((v) => el("option", { value: v, textContent: v })));
    select.dataset.values = values.join();
  }
  select.value = current;
}

function showChoice(state) {
  if (choosing) return;
  const form = $("choice");
  fill(form.style, state.options.styles, state.choice.style);
  fill(form.lang, state.options.langs, state.choice.lang);
  fill(form.ruleset, state.options.rulesets, state.choice.ruleset);
  const house = $("house");
  if (house.dataset.values !== state.options.house_rules.join()) {
    house.replaceChildren(el("legend", {}, "house rules"), ...state.options.house_rules.map((id) =>
      el("label", {}, el("input", { type: "checkbox", name: "house", value: id }), id)));
    house.dataset.values = state.options.house_rules.join();
  }
  for (const box of house.querySelectorAll("input")) box.checked = state.choice.house_rules.includes(box.value);
}

function showError(node, message) {
  node.hidden = !message;
  node.textContent = message || "";
}

async function refresh() {
  const state = await (await fetch("/api/state")).json();
  document.title = `${state.deck.name || "deck"} — deckgen preview`;
  $("title").textContent = `${state.deck.name} (${state.deck.file})`;
  showError($("error"), state.error);
  showError($("booklet-error"), state.booklet_error);
  showFaces(state.faces);
  if (state.back && $("back").getAttribute("src") !== state.back) $("back").setAttribute("src", state.back);
  showInfo(state.info);
  const pages = $("booklet");
  if (pages.dataset.urls !== state.booklet.pages.join()) {
    pages.replaceChildren(...state.booklet.pages.map((url, i) => el("img", { src: url, alt: `booklet page ${i + 1}` })));
    pages.dataset.urls = state.booklet.pages.join();
  }
  $("pdf").hidden = !state.booklet.pdf;
  showChoice(state);
  document.body.dataset.version = state.version;
  document.body.dataset.bookletVersion = state.booklet_version;
}

async function post(url, body) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Deckgen-Token": token },
    body: JSON.stringify(body || {}),
  });
  return [response.ok, await response.json()];
}

$("choice").addEventListener("change", async () => {
  const form = $("choice");
  const houseRules = [...form.querySelectorAll("input[name=house]:checked")].map((b) => b.value);
  choosing = true;
  $("status").textContent = "rendering…";
  const [ok, answer] = await post("/api/choice", {
    style: form.style.value, lang: form.lang.value, ruleset: form.ruleset.value, house_rules: houseRules,
  });
  choosing = false;
  if (!ok) $("status").textContent = answer.error;
});

$("build").addEventListener("click", async () => {
  $("status").textContent = "writing…";
  const [ok, answer] = await post("/api/build");
  $("status").textContent = ok ? `wrote ${answer.written.join(", ")}` : answer.error;
});

const events = new EventSource("/events");
events.addEventListener("cards", () => { $("status").textContent = ""; refresh(); });
events.addEventListener("booklet", refresh);
events.addEventListener("hello", refresh);
