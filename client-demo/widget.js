// Why this exists: the minimal patient chat widget: starts or resumes a consult over /consult, shows
// streamed answers, progress, the recommendation, booking options and the emergency banner.
(function () {
  'use strict';
  var STAGES = ['triage', 'history', 'council', 'plan', 'safety', 'booking', 'documentation', 'closed'];
  var $ = function (id) { return document.getElementById(id); };
  var log = $('log'), status = $('status');
  var socket = io('/consult', { transports: ['websocket', 'polling'] });
  var saved = JSON.parse(sessionStorage.getItem('helios.consult') || 'null');
  var lastSeq = saved ? saved.lastSeq : 0;
  var seen = {};
  var bubbles = {};

  function persist() {
    if (!saved) return;
    saved.lastSeq = lastSeq;
    sessionStorage.setItem('helios.consult', JSON.stringify(saved));
  }
  function bubble(id, role) {
    if (bubbles[id]) return bubbles[id];
    var el = document.createElement('div');
    el.className = 'msg ' + role;
    log.appendChild(el);
    if (id) bubbles[id] = el;
    return el;
  }
  function scroll() { log.scrollTop = log.scrollHeight; }
  function renderStages(stage) {
    var ol = $('stages');
    ol.innerHTML = '';
    var idx = STAGES.indexOf(stage);
    STAGES.forEach(function (s, i) {
      var li = document.createElement('li');
      li.textContent = s;
      if (s === stage) { li.className = 'current'; li.setAttribute('aria-current', 'step'); }
      else if (idx >= 0 && i < idx) li.className = 'done';
      ol.appendChild(li);
    });
  }
  function guard(handler) {
    return function (e) {
      if (!e || typeof e.seq !== 'number' || seen[e.seq]) return;
      seen[e.seq] = true;
      if (e.seq > lastSeq) { lastSeq = e.seq; persist(); }
      handler(e);
    };
  }

  socket.on('consult:state', guard(function (e) {
    renderStages(e.stage);
    if (e.stage === 'closed' || e.stage === 'emergency') { $('text').disabled = true; status.textContent = 'This consult has ended.'; }
  }));
  socket.on('assistant:delta', guard(function (e) {
    var el = bubble(e.messageId, 'assistant typing');
    el.textContent += e.delta;
    scroll();
  }));
  socket.on('assistant:message', guard(function (e) {
    var el = bubble(e.messageId, e.author);
    el.className = 'msg ' + e.author;
    el.textContent = (e.author === 'clinician' ? 'Clinician: ' : '') + e.text;
    scroll();
  }));
  socket.on('recommendation', guard(function (e) {
    var box = $('recommendation');
    box.hidden = false;
    box.innerHTML = '';
    var h = document.createElement('h2'); h.textContent = 'Recommendation'; box.appendChild(h);
    var p = document.createElement('p');
    p.textContent = 'See: ' + e.specialty.replace(/_/g, ' ') + ' · ' + e.triageLevel.replace('_', '-') + (e.rationale ? ' — ' + e.rationale : '');
    box.appendChild(p);
    (e.citations || []).forEach(function (c) {
      var a = document.createElement(c.url ? 'a' : 'span');
      if (c.url) { a.href = c.url; a.target = '_blank'; a.rel = 'noopener'; }
      a.textContent = c.title + ' (' + c.source + ')';
      box.appendChild(a); box.appendChild(document.createElement('br'));
    });
  }));
  socket.on('confirm:request', guard(function (e) {
    var box = $('confirm');
    box.hidden = false;
    box.innerHTML = '';
    var p = document.createElement('p'); p.textContent = e.prompt; box.appendChild(p);
    function reply(accept, optionId) {
      socket.emit('confirm:reply', { requestId: e.requestId, accept: accept, optionId: optionId }, function (ack) {
        if (!ack || !ack.ok) { status.textContent = 'Could not send: ' + (ack && ack.error ? ack.error.message : 'no answer'); return; }
        box.hidden = true;
      });
    }
    e.options.forEach(function (o) {
      var b = document.createElement('button'); b.type = 'button'; b.textContent = o.label;
      b.onclick = function () { reply(true, o.id); };
      box.appendChild(b);
    });
    var d = document.createElement('button'); d.type = 'button'; d.className = 'decline'; d.textContent = 'No thanks';
    d.onclick = function () { reply(false); };
    box.appendChild(d);
  }));
  socket.on('emergency', guard(function (e) {
    var box = $('emergency');
    box.hidden = false;
    box.textContent = e.message + ' ';
    e.resources.forEach(function (r) { var s = document.createElement('div'); s.textContent = r.label + ': ' + r.contact; box.appendChild(s); });
    $('confirm').hidden = true;
  }));
  socket.on('booking:confirmed', guard(function (e) { status.textContent = 'Booked: ' + e.providerName + ', ' + new Date(e.slot).toLocaleString(); }));
  socket.on('handoff:ready', guard(function () {}));
  socket.on('consult:error', guard(function (e) { status.textContent = e.message; }));

  socket.on('connect', function () {
    status.textContent = '';
    if (saved) {
      socket.emit('consult:resume', { caseId: saved.caseId, resumeToken: saved.resumeToken, lastSeq: lastSeq }, function (ack) {
        if (ack && ack.ok) return;
        sessionStorage.removeItem('helios.consult'); saved = null; lastSeq = 0; start();
      });
    } else start();
  });
  socket.on('disconnect', function () { status.textContent = 'Connection lost, reconnecting…'; });

  function start() {
    socket.emit('consult:start', { locale: (navigator.language || 'en').slice(0, 2), channel: 'chat' }, function (ack) {
      if (!ack || !ack.ok) { status.textContent = 'Could not start: ' + (ack && ack.error ? ack.error.message : 'no answer'); return; }
      saved = { caseId: ack.caseId, resumeToken: ack.resumeToken, lastSeq: 0 };
      persist();
    });
  }

  var n = 0;
  $('composer').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var text = $('text').value.trim();
    if (!text) return;
    var id = 'w' + Date.now().toString(36) + (n++);
    var el = bubble('p-' + id, 'patient'); el.textContent = text; scroll();
    $('text').value = '';
    socket.emit('patient:message', { clientMsgId: id, text: text }, function (ack) {
      if (!ack || !ack.ok) status.textContent = 'Not sent: ' + (ack && ack.error ? ack.error.message : 'no answer');
    });
  });
  $('text').addEventListener('keydown', function (ev) {
    if (ev.key === 'Enter' && !ev.shiftKey) { ev.preventDefault(); $('composer').requestSubmit(); }
  });
})();
