// The venue web's only script (served by the desk; no inline script: the pages' CSP forbids it).
// - find your table: hides the rows whose names do not contain what is typed;
// - the round clock counts down between updates;
// - live updates: server-sent events from /live; on a change the page's <main> is fetched again.
"use strict";
(function () {
  function filterRows() {
    var input = document.getElementById("find");
    if (!input) return;
    var needle = input.value.trim().toLowerCase();
    var rows = document.querySelectorAll("tr[data-names]");
    for (var i = 0; i < rows.length; i++) {
      var hit = !needle || rows[i].getAttribute("data-names").indexOf(needle) !== -1;
      rows[i].classList.toggle("hidden", !hit);
    }
  }

  var clockTimer = null;
  function startClock() {
    if (clockTimer) { clearInterval(clockTimer); clockTimer = null; }
    var el = document.getElementById("clock");
    if (!el || el.getAttribute("data-running") !== "1") return;
    var end = Date.now() + parseInt(el.getAttribute("data-remaining"), 10) * 1000;
    clockTimer = setInterval(function () {
      var left = Math.round((end - Date.now()) / 1000);
      if (left <= 0) {
        el.textContent = el.getAttribute("data-up");
        el.classList.add("up");
        clearInterval(clockTimer);
        return;
      }
      var s = left % 60;
      el.textContent = Math.floor(left / 60) + ":" + (s < 10 ? "0" : "") + s;
    }, 1000);
  }

  function bind() {
    var input = document.getElementById("find");
    if (input && !input.dataset.bound) {
      input.dataset.bound = "1";
      input.addEventListener("input", filterRows);
    }
    filterRows();
    startClock();
  }

  function refresh() {
    fetch(window.location.href, { credentials: "same-origin", headers: { "X-Live": "1" } })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (!html) return;
        var doc = new DOMParser().parseFromString(html, "text/html");
        var fresh = doc.getElementById("main");
        var main = document.getElementById("main");
        if (!fresh || !main) return;
        var input = document.getElementById("find");
        var typed = input ? input.value : "";
        var active = document.activeElement && document.activeElement.id;
        // Keep a form the player is filling in: only the pages without one are replaced.
        if (main.querySelector("form[data-keep]") && main.contains(document.activeElement)) return;
        main.replaceWith(fresh);
        var again = document.getElementById("find");
        if (again) { again.value = typed; if (active === "find") again.focus(); }
        bind();
      })
      .catch(function () {});
  }

  function live() {
    var url = document.body.getAttribute("data-live");
    if (!url || !window.EventSource) return;
    var state = document.getElementById("live-state");
    var source = new EventSource(url);
    source.addEventListener("open", function () {
      if (state) { state.textContent = state.getAttribute("data-on"); state.classList.add("on"); }
    });
    source.addEventListener("error", function () {
      if (state) { state.textContent = state.getAttribute("data-off"); state.classList.remove("on"); }
    });
    source.addEventListener("change", refresh);
  }

  document.addEventListener("DOMContentLoaded", function () { bind(); live(); });
})();
