// Why this exists: the dashboard's Ask panel: a clinician's question goes out as `clinician:ask` (about the
// open case when ticked), and the answer, its [n] sources and how it was answered (intent, engine, kept on
// the local engine for PHI) are shown. Everything the server sends is set as text, never as HTML.
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var INTENT = { drug_info: 'Drug information', interaction_check: 'Interaction check', guideline_summary: 'Guideline summary',
    differential: 'Differential and questions to ask', tests_to_consider: 'Tests to consider' };
  var shown = null; // the case open on the dashboard

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  /** Only http(s) links are followed. */
  function safeUrl(u) {
    try { var p = new URL(String(u)); return p.protocol === 'https:' || p.protocol === 'http:' ? p.href : null; } catch (e) { return null; }
  }

  document.addEventListener('helios:case', function (ev) {
    shown = ev.detail || null;
    var box = $('ask-case');
    box.disabled = !shown;
    if (!shown) box.checked = false;
    else box.checked = true;
    $('ask-case-label').textContent = shown ? 'About the open case (' + shown.slice(0, 10) + ')' : 'About the open case (open a case first)';
  });

  function render(ack) {
    var text = $('ask-text');
    text.textContent = '';
    var list = null;
    String(ack.answer).split('\n').forEach(function (line) {
      if (/^\s*- /.test(line)) {
        if (!list) { list = el('ul'); text.appendChild(list); }
        list.appendChild(el('li', '', line.replace(/^\s*- /, '')));
      } else {
        list = null;
        if (line.trim()) text.appendChild(el('p', /not a substitute for clinical judgement/.test(line) ? 'judgement' : '', line));
      }
    });
    var ol = $('ask-sources');
    ol.textContent = '';
    ack.citations.forEach(function (c) {
      var li = el('li');
      li.value = c.n;
      li.dataset.n = String(c.n);
      var href = c.url ? safeUrl(c.url) : null;
      if (href) {
        var a = el('a', '', c.title);
        a.href = href;
        a.target = '_blank';
        a.rel = 'noopener noreferrer';
        li.appendChild(a);
      } else li.appendChild(el('strong', '', c.title));
      li.appendChild(el('span', 'muted', ' · ' + c.source));
      ol.appendChild(li);
    });
    $('ask-sources-title').hidden = ack.citations.length === 0;
    $('ask-meta').textContent = (INTENT[ack.intent] || ack.intent) + ' · ' + (ack.engine === 'claude' ? 'written by Claude from these sources' : 'Helios offline engine')
      + (ack.phiRouted ? ' · kept on the local engine (the question holds patient details or names a case)' : '');
    $('ask-answer').hidden = false;
  }

  $('ask-form').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var question = $('ask-question').value.trim();
    if (!question) return;
    var payload = { question: question };
    if ($('ask-case').checked && shown) payload.caseId = shown;
    var button = $('ask-form').querySelector('button');
    button.disabled = true;
    $('ask-error').textContent = '';
    window.HeliosDashboard.request('clinician:ask', payload, function (ack) {
      button.disabled = false;
      if (!ack.ok) { $('ask-error').textContent = ack.error.message; return; }
      render(ack);
    });
  });
  $('ask-question').addEventListener('keydown', function (ev) {
    if (ev.key === 'Enter' && !ev.shiftKey) { ev.preventDefault(); $('ask-form').requestSubmit(); }
  });
})();
