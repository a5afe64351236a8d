// Why this exists: how the clinician dashboard draws things (queue rows, transcript, votes, red flags, the
// SOAP packet), kept apart from the socket logic in clinician.js. Every value goes in as text, never HTML.
// Served as an esbuild bundle (client-demo/build.ts), so the specialty list is the protocol's own.
import { SPECIALTIES } from '../server/protocol/specialties.ts';

(function () {
  'use strict';
  var ENDED = ['documentation', 'closed', 'emergency'];
  var LEVEL = { emergency: 'Emergency', urgent: 'Urgent', non_urgent: 'Non-urgent', self_care: 'Self-care' };
  /** ended for the queue: these leave "Live cases" for the "Ended" group */
  var DONE = ['closed', 'emergency'];
  var RANK = { emergency: 4, urgent: 3, non_urgent: 2, self_care: 1 };

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function words(s) { return s ? String(s).replace(/_/g, ' ') : ''; }
  function time(iso) {
    var d = new Date(iso);
    return isNaN(d) ? '' : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  }
  function isEmergency(s) { return s.stage === 'emergency' || s.triageLevel === 'emergency'; }
  /** How urgent a case is for the queue: its triage level (an emergency first), then its urgency. */
  function rank(s) { return (isEmergency(s) ? 4 : RANK[s.triageLevel] || 0) * 10 + (s.urgency || 0); }
  /** Queue order: triage level, then arrival (earliest first). Opening a case changes neither. `arrived`: caseId → ISO. */
  function byLevelThenArrival(arrived) {
    return function (a, b) {
      var ta = arrived[a.caseId] || a.updatedAt, tb = arrived[b.caseId] || b.updatedAt;
      return (rank(b) - rank(a)) || (ta < tb ? -1 : ta > tb ? 1 : 0) || (a.caseId < b.caseId ? -1 : 1);
    };
  }
  /** Queue order of the server (kept for callers that sort without arrival times). */
  function byUrgency(a, b) {
    return (isEmergency(b) - isEmergency(a)) || ((b.urgency || 0) - (a.urgency || 0)) || (b.updatedAt < a.updatedAt ? -1 : b.updatedAt > a.updatedAt ? 1 : 0);
  }
  function urgencyBadge(s) {
    var level = isEmergency(s) ? 'emergency' : s.triageLevel;
    var b = el('span', 'badge ' + (level || 'none'), level ? LEVEL[level] + (s.urgency ? ' · ' + s.urgency : '') : 'Not triaged');
    b.title = 'Urgency ' + (s.urgency || 'not set yet') + ' of 5';
    return b;
  }

  function caseRow(s, selected, onOpen, arrivedAt, unread) {
    var li = el('li');
    var btn = el('button', 'case' + (isEmergency(s) ? ' is-emergency' : '') + (selected ? ' selected' : '') + (unread ? ' unread' : ''));
    btn.type = 'button';
    btn.dataset.caseId = s.caseId;
    if (selected) btn.setAttribute('aria-current', 'true');
    btn.appendChild(urgencyBadge(s));
    btn.appendChild(el('span', 'spec', s.specialty ? words(s.specialty) : 'unassigned'));
    btn.appendChild(el('span', 'stage stage-' + s.stage, words(s.stage)));
    if (s.redFlags.length) btn.appendChild(el('span', 'flagcount', '⚑ ' + s.redFlags.length + ' red flag' + (s.redFlags.length > 1 ? 's' : '')));
    btn.appendChild(el('span', 'id', s.caseId.slice(0, 10)));
    var when = el('time', 'when', 'arrived ' + time(arrivedAt || s.updatedAt));
    when.dateTime = arrivedAt || s.updatedAt;
    btn.appendChild(when);
    if (unread) btn.appendChild(el('span', 'unread-mark', 'New'));
    btn.addEventListener('click', function () { onOpen(s.caseId); });
    li.appendChild(btn);
    return li;
  }

  function transcriptEntry(e, clinicianName) {
    var who = { patient: 'Patient', assistant: 'Helios', clinician: 'Clinician', system: 'System' }[e.role] || e.role;
    if (e.role === 'clinician' && clinicianName) who = clinicianName + ' (clinician)';
    var div = el('div', 'msg ' + e.role + (e.unsent ? ' unsent' : ''));
    // what the patient did not hear whole, or at all, says so: a clinician must not take it as said
    var note = e.unsent ? ' · not sent: a clinician took over' : e.interrupted ? ' · cut short: the patient spoke' : '';
    div.appendChild(el('span', 'from', who + ' · ' + time(e.at) + note));
    div.appendChild(el('p', '', e.text));
    return div;
  }

  var VOTE_COLUMNS = ['Agent', 'Specialty', 'Urgency', 'Confidence', 'Reasoning'];
  function votes(tbody, list, consensus) {
    tbody.textContent = '';
    if (!list.length) {
      var tr = el('tr');
      var td = el('td', 'muted', 'The council has not voted yet.');
      td.colSpan = 5;
      tr.appendChild(td);
      tbody.appendChild(tr);
      return;
    }
    list.forEach(function (v) {
      var dissent = consensus && v.specialty !== consensus;
      var tr = el('tr', dissent ? 'dissent' : '');
      [words(v.agent), words(v.specialty), v.urgency, Math.round(v.confidence * 100) + '%', v.reasoning || ''].forEach(function (x, i) {
        var cell = el(i === 0 ? 'th' : 'td', i === 4 ? 'reason' : '', x);
        cell.dataset.label = VOTE_COLUMNS[i]; // a phone shows each vote as a block, each value after its column's name
        tr.appendChild(cell);
      });
      tr.firstChild.setAttribute('scope', 'row');
      if (dissent) tr.children[1].appendChild(el('strong', 'dissent-mark', ' · dissent (consensus: ' + words(consensus) + ')'));
      tbody.appendChild(tr);
    });
  }

  /** What fired, with the words that fired it; the full checklist folded under it. */
  function flags(ul, hits, packet) {
    ul.textContent = '';
    if (!hits.length) ul.appendChild(el('li', 'muted', 'None fired.'));
    hits.forEach(function (h) {
      var li = el('li', 'flag', h.label + ' ');
      if (h.matched) li.appendChild(el('q', '', h.matched));
      ul.appendChild(li);
    });
    var checked = packet && packet.risk_flags_checked;
    if (checked && checked.length) {
      var li = el('li', 'checklist');
      var det = el('details');
      det.appendChild(el('summary', '', 'Checklist: ' + checked.length + ' red-flag and safety checks ran'));
      var list = el('ul');
      checked.forEach(function (c) { list.appendChild(el('li', '', words(c))); });
      det.appendChild(list);
      li.appendChild(det);
      ul.appendChild(li);
    }
  }

  var HEART_MEANING = { low: 'low risk of a major cardiac event (about 2%)', moderate: 'moderate risk (about 12–17%): observe and investigate', high: 'high risk (50–65%): early invasive care' };
  /** Risk scores as name, value and meaning; only those that apply (a score that applies but lacks an input says which). */
  function riskScores(r, p) {
    if (!r || typeof r !== 'object') return [];
    // only the scores that apply to the complaint: the heart scores for a heart or chest complaint
    var about = JSON.stringify([p && p.S && p.S.findings, p && p.S && p.S.chief_complaint, p && p.A && p.A.specialty]).toLowerCase();
    if (!/chest|heart|cardi|palpitat|fibrillat|angina|irregular/.test(about)) return [];
    var out = [];
    var missing = r.missing || {};
    if (r.heart) out.push(['HEART score', r.heart.score + ' / 10', (r.heart.band ? r.heart.band + ': ' : '') + (HEART_MEANING[r.heart.band] || '')]);
    else if (r.heart === null) out.push(['HEART score', 'not scored', 'missing: ' + (missing.heart || []).map(words).join(', ')]);
    if (r.cha2ds2vasc) {
      var c = r.cha2ds2vasc.score;
      out.push(['CHA₂DS₂-VASc', c + ' / 9', c === 0 ? 'low stroke risk: anticoagulation usually not needed' : c === 1 ? 'intermediate: consider anticoagulation' : 'high stroke risk: anticoagulation recommended']);
    } else if (r.cha2ds2vasc === null) out.push(['CHA₂DS₂-VASc', 'not scored', 'missing: ' + (missing.cha2ds2vasc || []).map(words).join(', ')]);
    return out;
  }

  function scoreTable(rows) {
    var table = el('table', 'scores');
    var head = el('tr');
    ['Score', 'Value', 'Interpretation'].forEach(function (h) { var th = el('th', '', h); th.scope = 'col'; head.appendChild(th); });
    var thead = el('thead'); thead.appendChild(head); table.appendChild(thead);
    var tb = el('tbody');
    rows.forEach(function (r) {
      var tr = el('tr');
      var th = el('th', '', r[0]); th.scope = 'row'; tr.appendChild(th);
      tr.appendChild(el('td', '', r[1])); tr.appendChild(el('td', '', r[2]));
      tb.appendChild(tr);
    });
    table.appendChild(tb);
    return table;
  }

  function differentialTable(list) {
    var table = el('table', 'differential');
    var head = el('tr');
    ['Condition', 'Posterior', 'Specialty', 'Level'].forEach(function (h) { var th = el('th', '', h); th.scope = 'col'; head.appendChild(th); });
    var thead = el('thead'); thead.appendChild(head); table.appendChild(thead);
    var tb = el('tbody');
    list.forEach(function (d) {
      var tr = el('tr', d.mustNotMiss ? 'must-not-miss' : '');
      var th = el('th', '', d.name + (d.mustNotMiss ? ' (must not miss)' : '')); th.scope = 'row'; tr.appendChild(th);
      tr.appendChild(el('td', 'num', (Math.round((d.posterior || 0) * 1000) / 10) + '%'));
      tr.appendChild(el('td', '', words(d.specialty)));
      tr.appendChild(el('td', '', LEVEL[d.level] || words(d.level)));
      tb.appendChild(tr);
    });
    table.appendChild(tb);
    return table;
  }

  var OPQRST = [['onset', 'Onset'], ['provocation', 'Provocation'], ['palliation', 'Palliation'], ['quality', 'Quality'],
    ['region', 'Region'], ['radiation', 'Radiation'], ['severity', 'Severity'], ['timing', 'Timing']];
  /** OPQRST as a small list; a value that is the patient's answer as said (it was not understood as that field)
   *  is quoted and says so, so "Region: Two weeks ago" is not read as a finding. */
  function opqrst(o, answers) {
    if (!o || typeof o !== 'object') return null;
    var said = (answers || []).map(function (a) { return String(a.text || '').trim(); });
    var keys = OPQRST.concat(Object.keys(o).filter(function (k) { return !OPQRST.some(function (x) { return x[0] === k; }); }).map(function (k) { return [k, words(k)]; }));
    var dl = el('dl', 'opqrst');
    keys.forEach(function (k) {
      var v = o[k[0]];
      if (v === undefined || v === null || v === '') return;
      var text = k[0] === 'severity' && typeof v === 'number' ? v + '/10'
        : said.indexOf(String(v).trim()) >= 0 ? '“' + v + '” (the patient’s answer as said)' : plain(v);
      dl.appendChild(el('dt', '', k[1]));
      dl.appendChild(el('dd', '', text));
    });
    return dl.childNodes.length ? dl : null;
  }

  /** A value as readable text: lists joined, objects as "key: value", never JSON. */
  function plain(x) {
    if (x === null || x === undefined) return '';
    if (Array.isArray(x)) return x.map(plain).filter(Boolean).join('; ');
    if (typeof x === 'object') {
      if (x.label) return String(x.label) + (x.detail ? ': ' + x.detail : '');
      if (x.message) return String(x.message);
      return Object.keys(x).filter(function (k) { return x[k] !== null && x[k] !== undefined && x[k] !== ''; })
        .map(function (k) { return words(k) + ': ' + plain(x[k]); }).join('; ');
    }
    if (typeof x === 'boolean') return x ? 'yes' : 'no';
    return String(x);
  }

  function field(dl, label, value) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) return;
    dl.appendChild(el('dt', '', label));
    if (value instanceof Node) { var dd = el('dd'); dd.appendChild(value); dl.appendChild(dd); return; }
    var text = plain(value);
    if (!text) { dl.removeChild(dl.lastChild); return; }
    dl.appendChild(el('dd', '', text));
  }

  function packet(box, p) {
    box.textContent = '';
    if (!p) { box.appendChild(el('p', 'muted', 'Written when the consult ends.')); return; }
    var S = p.S || {}, O = p.O || {}, A = p.A || {}, P = p.P || {};
    // the findings named, with one severity (packets written before findings_readable show the engine's list)
    var F = S.findings_readable;
    var findings = F ? [['Symptoms', F.symptoms], ['Severity', F.severity], ['Descriptors', F.descriptors], ['Risk factors', F.risk_factors], ['Denied', F.denied]]
      : [['Findings', (S.findings || []).map(words)], ['Denied', (S.negated_findings || []).map(words)]];
    var parts = [
      ['S · Subjective', [['Chief complaint', S.chief_complaint], ['Patient said', S.story], ['OPQRST', opqrst(S.opqrst, S.history_answers)], ['Medications', S.medications], ['Allergies', S.allergies], ['Conditions', S.conditions]].concat(findings)],
      ['O · Objective', [['Red flags', (O.red_flags || []).map(function (f) { return f.label + (f.matched ? ' (“' + f.matched + '”)' : ''); })], ['Risk scores', riskScores(O.risk_scores, p).length ? scoreTable(riskScores(O.risk_scores, p)) : null], ['Safety findings', O.safety_findings]]],
      ['A · Assessment', [['Specialty', words(A.specialty)], ['Urgency', A.urgency ? A.urgency + ' of 5' : null], ['Triage level', words(A.triage_level)], ['Average confidence', typeof A.average_confidence === 'number' ? Math.round(A.average_confidence * 100) + '%' : null], ['Low confidence', A.low_confidence ? 'yes: the council was not sure' : null], ['Differential', Array.isArray(A.differential) && A.differential.length ? differentialTable(A.differential) : null], ['Council', (A.council_members || []).map(words)], ['Dissent', dissent(A)]]],
      ['P · Plan', [['Action taken', words(P.action_taken)], ['Disposition', words(P.disposition)], ['Appointment', P.appointment && (P.appointment.providerName + ', ' + new Date(P.appointment.slot).toLocaleString())], ['Advice', P.advice]]],
      ['Clinician', [['Held by', p.escalation && p.escalation.by], ['Note', p.escalation && p.escalation.note], ['Ended by', p.ended_by]]],
      ['Open questions', [['Unanswered', p.unanswered_questions], ['Notices', p.notices]]],
    ];
    parts.forEach(function (part) {
      var sec = el('section', 'soap');
      sec.appendChild(el('h4', '', part[0]));
      var dl = el('dl');
      part[1].forEach(function (f) { field(dl, f[0], f[1]); });
      if (dl.childNodes.length) { sec.appendChild(dl); box.appendChild(sec); }
    });
    box.appendChild(el('p', 'muted', 'Packet ' + (p.handoffPacketId || '') + (p.writtenAt ? ', written ' + new Date(p.writtenAt).toLocaleString() : '') + '.'));
  }

  /** Council members who voted for another specialty than the consensus, as a highlighted note. */
  function dissent(A) {
    var list = (A.votes || []).filter(function (v) { return A.specialty && v.specialty !== A.specialty; });
    if (!list.length) return null;
    var wrap = el('div', 'dissent');
    list.forEach(function (v) {
      wrap.appendChild(el('p', '', words(v.agent) + ' voted ' + words(v.specialty) + ' (urgency ' + v.urgency + ', ' + Math.round(v.confidence * 100) + '%)' + (v.reasoning ? ': ' + v.reasoning : '')));
    });
    return wrap;
  }

  window.HeliosRender = { ENDED: ENDED, DONE: DONE, rank: rank, byLevelThenArrival: byLevelThenArrival, SPECIALTIES: SPECIALTIES, el: el, words: words, byUrgency: byUrgency, isEmergency: isEmergency, urgencyBadge: urgencyBadge, caseRow: caseRow, transcriptEntry: transcriptEntry, votes: votes, flags: flags, packet: packet };
})();
