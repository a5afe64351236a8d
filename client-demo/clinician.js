// Why this exists: the clinician dashboard: signs in to /clinician with a token, keeps the live queue from
// case:update, opens a case (transcript, votes with reasoning, red flags, SOAP packet), takes it over,
// chats with the patient and hands it back with a note.
(function () {
  'use strict';
  var R = window.HeliosRender;
  var $ = function (id) { return document.getElementById(id); };
  var KEY = 'helios.clinician.token';
  var socket = null, me = null, filter = '';
  var cases = {};            // caseId → newest CaseSummary
  var open = null;           // { caseId, detail, transcript: [] } of the case on screen
  var arrived = {};          // caseId → when this dashboard first saw it (the queue's order after the level)
  var unread = {};           // caseId → true: new or newly escalated, not opened since
  var subscribedOnce = false;

  function say(id, text) { $(id).textContent = text || ''; }
  /** The case on screen changed (null: none): the Ask panel follows it (clinician-ask.js). */
  function caseShown(caseId) { document.dispatchEvent(new CustomEvent('helios:case', { detail: caseId })); }
  function request(event, payload, cb) {
    socket.timeout(8000).emit(event, payload, function (err, ack) {
      if (err) return cb({ ok: false, error: { code: 'timeout', message: 'no answer from the server; try again' } });
      cb(ack);
    });
  }

  // ---- sign in --------------------------------------------------------------------------------
  function showLogin(message) {
    if (socket) { socket.close(); socket = null; }
    sessionStorage.removeItem(KEY);
    $('login').hidden = false;
    $('app').hidden = true;
    $('signout').hidden = true;
    say('who', '');
    say('login-error', message);
  }

  function connect(token) {
    if (socket) socket.close();
    say('login-error', '');
    socket = io('/clinician', { auth: { token: token }, transports: ['websocket', 'polling'] });
    socket.on('connect', function () {
      sessionStorage.setItem(KEY, token);
      $('login').hidden = true;
      $('app').hidden = false;
      $('signout').hidden = false;
      subscribe();
      if (open) load(open.caseId);
    });
    socket.on('connect_error', function (err) {
      if (err && err.message === 'unauthorized') showLogin('That token was refused: it is wrong, expired, or not a clinician token.');
      else say('queue-status', 'Cannot reach the server; retrying…');
    });
    socket.on('disconnect', function (reason) {
      if (reason === 'io server disconnect') showLogin('Your session has ended (the token expired). Paste a new token.');
      else say('queue-status', 'Connection lost; reconnecting…');
    });
    socket.on('case:update', function (s) {
      var had = cases[s.caseId];
      keep(s);
      noticeChange(had, s);
      renderQueue();
      if (open && s.caseId === open.caseId && s.stage !== open.detail.summary.stage) reload();
    });
    socket.on('case:removed', function (e) {
      delete cases[e.caseId];
      renderQueue();
    });
    socket.on('case:transcript', function (e) {
      if (!open || e.caseId !== open.caseId) return;
      if (e.from > open.transcript.length) return reload(); // a gap: read it again
      // entries from `from` on replace what is shown (one may have changed: cut short, or withdrawn)
      var box = $('transcript');
      open.transcript.length = e.from;
      while (box.children.length > e.from) box.removeChild(box.lastChild);
      e.entries.forEach(function (entry) {
        open.transcript.push(entry);
        box.appendChild(R.transcriptEntry(entry, clinicianName(open.detail)));
      });
      $('transcript').scrollTop = $('transcript').scrollHeight;
    });
  }

  function subscribe() {
    request('cases:subscribe', filter ? { specialty: filter } : {}, function (ack) {
      if (!ack.ok) return say('queue-status', ack.error.message);
      me = ack.clinician || me;
      if (me) {
        say('who', 'Signed in as ' + me.id + ' · ' + me.specialties.map(R.words).join(', '));
        fillFilter(me.specialties);
      }
      var before = cases;
      cases = {};
      ack.cases.forEach(function (c) {
        keep(c);
        if (subscribedOnce) noticeChange(before[c.caseId], c);
      });
      subscribedOnce = true;
      renderQueue();
    });
  }

  function fillFilter(specialties) {
    var sel = $('filter');
    if (sel.options.length > 1) return;
    var list = specialties.indexOf('*') >= 0 ? R.SPECIALTIES : specialties;
    list.forEach(function (s) {
      var o = document.createElement('option');
      o.value = s;
      o.textContent = R.words(s);
      sel.appendChild(o);
    });
  }

  // ---- queue ------------------------------------------------------------------------------------
  function keep(s) {
    var had = cases[s.caseId];
    if (!arrived[s.caseId]) arrived[s.caseId] = s.updatedAt;
    if (!had || had.updatedAt <= s.updatedAt) cases[s.caseId] = s;
  }

  /** A new case, or one that became more urgent (or escalated to a clinician), raises the alert and an unread marker. */
  function noticeChange(had, s) {
    var done = R.DONE.indexOf(s.stage) >= 0 && s.stage !== 'emergency';
    if (done) return;
    var isNew = !had;
    var raised = had && ((R.rank(had) >= 10 && R.rank(s) > R.rank(had)) || (s.stage === 'escalated' && had.stage !== 'escalated') || (s.stage === 'emergency' && had.stage !== 'emergency'));
    if (!isNew && !raised) return;
    if (open && open.caseId === s.caseId) return; // on screen already (or just taken over here)
    unread[s.caseId] = true;
    var what = (R.isEmergency(s) ? 'Emergency' : s.stage === 'escalated' ? 'Escalated' : isNew ? 'New' : 'More urgent') + ' case'
      + (s.specialty ? ': ' + R.words(s.specialty) : '') + (s.triageLevel ? ' (' + R.words(s.triageLevel) + ')' : '');
    var alert = $('alert');
    alert.dataset.caseId = s.caseId;
    alert.textContent = '';
    alert.appendChild(R.el('span', '', (isNew ? '' : 'Raised: ') + what + ' · ' + s.caseId.slice(0, 10)));
    var go = R.el('button', 'ghost', 'Open');
    go.type = 'button';
    go.addEventListener('click', function () { load(s.caseId); });
    alert.appendChild(go);
    alert.hidden = false;
    alert.className = 'alert' + (R.isEmergency(s) ? ' is-emergency' : '');
    if (window.HeliosAlerts) window.HeliosAlerts.notify(what, s.caseId, R.isEmergency(s), load);
  }

  function renderQueue() {
    var all = Object.keys(cases).map(function (id) { return cases[id]; }).sort(R.byLevelThenArrival(arrived));
    var active = all.filter(function (s) { return R.DONE.indexOf(s.stage) < 0; });
    var ended = all.filter(function (s) { return R.DONE.indexOf(s.stage) >= 0; });
    [['queue', active], ['ended', ended]].forEach(function (pair) {
      var ol = $(pair[0]);
      ol.textContent = '';
      pair[1].forEach(function (s) { ol.appendChild(R.caseRow(s, open && open.caseId === s.caseId, load, arrived[s.caseId], !!unread[s.caseId])); });
    });
    say('ended-count', String(ended.length));
    var em = active.filter(R.isEmergency).length;
    say('queue-status', active.length ? active.length + ' active case' + (active.length > 1 ? 's' : '') + (em ? ', ' + em + ' emergenc' + (em > 1 ? 'ies' : 'y') : '') : 'No active cases. New ones appear here live.');
  }

  // ---- one case ---------------------------------------------------------------------------------
  function load(caseId) {
    request('case:get', { caseId: caseId }, function (ack) {
      if (!ack.ok) { say('action-error', ack.error.message); return; }
      say('action-error', '');
      var fresh = !open || open.caseId !== caseId;
      open = { caseId: caseId, detail: ack.case, transcript: ack.case.transcript.slice() };
      delete unread[caseId];
      if ($('alert').dataset.caseId === caseId) $('alert').hidden = true;
      keep(ack.case.summary);
      renderQueue();
      renderDetail();
      if (fresh) caseShown(caseId);
      // a case just opened: focus its heading, so keyboard and screen-reader users start at the top of it
      if (fresh) $('detail-title').focus();
    });
  }

  function clinicianName(d) {
    var by = d && d.escalation && d.escalation.by;
    return by && by !== 'system' ? by : (me && me.id) || '';
  }

  /** Read the open case again soon; several reasons at once make one read (each read is audited). */
  var reloadTimer = null;
  function reload() {
    if (!open || reloadTimer) return;
    reloadTimer = setTimeout(function () { reloadTimer = null; if (open) load(open.caseId); }, 50);
  }

  function heldByMe(d) { return me && d.summary.stage === 'escalated' && d.escalation && d.escalation.by === me.id; }

  function renderDetail() {
    var d = open.detail, s = d.summary;
    $('detail').hidden = false;
    var spec = s.specialty ? R.words(s.specialty) : 'unassigned';
    say('detail-title', 'Case ' + s.caseId.slice(0, 10) + ' · ' + spec.charAt(0).toUpperCase() + spec.slice(1));
    var badges = $('detail-badges');
    badges.textContent = '';
    badges.appendChild(R.urgencyBadge(s));
    badges.appendChild(R.el('span', 'stage stage-' + s.stage, R.words(s.stage)));
    var holder = s.stage === 'escalated' && d.escalation ? d.escalation.by : null;
    say('detail-held', holder ? (heldByMe(d) ? 'You hold this case: the AI has stopped and your messages go to the patient.' : holder === 'system' ? 'Escalated by Helios (' + R.words(d.escalation.reason) + '): waiting for a clinician.' : 'Held by ' + holder + '.') : '');
    var canTake = R.ENDED.indexOf(s.stage) < 0 && !heldByMe(d) && (!holder || holder === 'system');
    $('takeover').hidden = !canTake;
    $('chat').hidden = !heldByMe(d);
    $('release').hidden = !heldByMe(d);
    if (heldByMe(d) && document.activeElement === document.body) $('chat-text').focus();
    R.flags($('flags'), d.redFlagHits || s.redFlags.map(function (id) { return { label: R.words(id) }; }), d.handoffPacket);
    var box = $('transcript');
    box.textContent = '';
    open.transcript.forEach(function (e) { box.appendChild(R.transcriptEntry(e, clinicianName(d))); });
    box.scrollTop = box.scrollHeight;
    R.votes($('votes'), d.votes, s.specialty);
    R.packet($('packet'), d.handoffPacket);
  }

  function act(event, payload, button, done) {
    button.disabled = true;
    request(event, payload, function (ack) {
      button.disabled = false;
      if (!ack.ok) return say('action-error', ack.error.message);
      say('action-error', '');
      if (done) done();
    });
  }

  $('takeover').addEventListener('click', function () {
    act('case:takeover', { caseId: open.caseId }, $('takeover'), function () { reload(); });
  });
  $('refresh').addEventListener('click', function () { if (open) load(open.caseId); });
  $('chat').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var text = $('chat-text').value.trim();
    if (!text) return;
    act('clinician:message', { caseId: open.caseId, text: text }, $('chat').querySelector('button'), function () { $('chat-text').value = ''; });
  });
  $('chat-text').addEventListener('keydown', function (ev) {
    if (ev.key === 'Enter' && !ev.shiftKey) { ev.preventDefault(); $('chat').requestSubmit(); }
  });
  $('release').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var note = $('release-note').value.trim();
    act('case:release', note ? { caseId: open.caseId, note: note } : { caseId: open.caseId }, $('release').querySelector('button'), function () { $('release-note').value = ''; });
  });
  $('filter').addEventListener('change', function () { filter = $('filter').value; subscribe(); });
  $('login-form').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var token = $('token').value.trim();
    if (token) connect(token);
  });
  $('signout').addEventListener('click', function () { open = null; $('detail').hidden = true; caseShown(null); showLogin(''); });

  // for the Ask panel (clinician-ask.js): the same socket and acks
  window.HeliosDashboard = { request: function (event, payload, cb) { if (socket) request(event, payload, cb); else cb({ ok: false, error: { code: 'unavailable', message: 'not connected' } }); } };

  if (window.HeliosAlerts) window.HeliosAlerts.init($('alert-prefs'));
  var saved = sessionStorage.getItem(KEY);
  if (saved) connect(saved);
})();
