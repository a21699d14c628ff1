// The venue web's only script (served by the desk; no inline script: the pages' CSP forbids it).
// - find your table: hides the rows whose names do not contain what is typed;
// - the round clock counts down between updates;
// - live updates: server-sent events from /live carry the page's new <nav> and <main> (no request per change);
//   a form the player has changed, or is in, is kept as it is: a notice offers the update instead.
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

  // A table or bracket wider than the screen scrolls sideways: its caption ("Scroll sideways for more →")
  // shows while it does, and its right edge fades while there is more to the right.
  function cue(box) {
    var wide = box.scrollWidth > box.clientWidth + 2;
    box.classList.toggle("more", wide && box.scrollLeft + box.clientWidth < box.scrollWidth - 2);
    var hint = box.previousElementSibling;
    if (hint && hint.classList.contains("scroll-hint")) hint.hidden = !wide;
  }

  function cues() {
    var boxes = document.querySelectorAll(".scroll, .bracket");
    for (var i = 0; i < boxes.length; i++) {
      var box = boxes[i];
      if (!box.dataset.cue) {
        box.dataset.cue = "1";
        box.addEventListener("scroll", function (e) { cue(e.currentTarget); }, { passive: true });
      }
      cue(box);
    }
  }

  function bind() {
    cues();
    var input = document.getElementById("find");
    if (input && !input.dataset.bound) {
      input.dataset.bound = "1";
      input.addEventListener("input", filterRows);
    }
    filterRows();
    startClock();
  }

  // The forms a live update must not take away: marked once the player changes anything in them.
  function touched(e) {
    var form = e.target && e.target.closest ? e.target.closest("form[data-keep]") : null;
    if (form) form.setAttribute("data-changed", "1");
  }

  function held(main) {
    var forms = main.querySelectorAll("form[data-keep]");
    for (var i = 0; i < forms.length; i++) {
      if (forms[i].getAttribute("data-changed") === "1" || forms[i].contains(document.activeElement)) return true;
    }
    return false;
  }

  var waiting = null; // the latest pushed page (its <nav> and <main>) held back while the player fills in a form
  function notice(show) {
    var box = document.getElementById("live-changed");
    if (box) box.hidden = !show;
  }

  function replace(doc) {
    var fresh = doc.getElementById("main");
    var main = document.getElementById("main");
    if (!fresh || !main) return;
    // the header's links follow the event (Pairings once a round is out, Bracket once a knockout starts)
    var nav = document.getElementById("nav");
    var freshNav = doc.getElementById("nav");
    if (nav && freshNav) nav.replaceWith(freshNav);
    var input = document.getElementById("find");
    var typed = input ? input.value : "";
    var active = document.activeElement && document.activeElement.id;
    // the answer to the player's own last action stays until they leave the page
    var said = main.querySelector("p.notice[role=status]");
    if (said && !fresh.querySelector("p.notice[role=status]")) {
      var heading = fresh.querySelector("h1");
      if (heading) heading.after(said); else fresh.prepend(said);
    }
    main.replaceWith(fresh);
    waiting = null;
    notice(false);
    var again = document.getElementById("find");
    if (again) { again.value = typed; if (active === "find") again.focus(); }
    bind();
  }

  function arrived(html) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var main = document.getElementById("main");
    if (!doc.getElementById("main") || !main) return;
    if (held(main)) { waiting = doc; notice(true); return; }
    replace(doc);
  }

  // a bare "change" (the server could not send the content): fetch the page again
  function refresh() {
    fetch(window.location.href, { credentials: "same-origin", headers: { "X-Live": "1" } })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) { if (html) arrived(html); })
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
    source.addEventListener("main", function (e) { arrived(e.data); });
    source.addEventListener("change", refresh);
  }

  window.addEventListener("resize", cues);
  document.addEventListener("input", touched, true);
  document.addEventListener("change", touched, true);
  document.addEventListener("DOMContentLoaded", function () {
    var update = document.querySelector("#live-changed button");
    if (update) update.addEventListener("click", function () { if (waiting) replace(waiting); });
    bind();
    live();
  });
})();
