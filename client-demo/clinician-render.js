// Why this exists: how the clinician dashboard draws things (queue rows, transcript, votes, red flags, the
// SOAP packet), kept apart from the socket logic in clinician.js. Every value goes in as text, never HTML.
// Served as an esbuild bundle (client-demo/build.ts), so the specialty list is the protocol's own.
import { SPECIALTIES } from '../server/protocol/specialties.ts';

(function () {
  'use strict';
  var ENDED = ['documentation', 'closed', 'emergency'];
  var LEVEL = { emergency: 'Emergency', urgent: 'Urgent', non_urgent: 'Non-urgent', self_care: 'Self-care' };

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
  /** Queue order: emergencies first, then higher urgency, then the most recently updated. */
  function byUrgency(a, b) {
    return (isEmergency(b) - isEmergency(a)) || ((b.urgency || 0) - (a.urgency || 0)) || (b.updatedAt < a.updatedAt ? -1 : b.updatedAt > a.updatedAt ? 1 : 0);
  }
  function urgencyBadge(s) {
    var level = isEmergency(s) ? 'emergency' : s.triageLevel;
    var b = el('span', 'badge ' + (level || 'none'), level ? LEVEL[level] + (s.urgency ? ' · ' + s.urgency : '') : 'Not triaged');
    b.title = 'Urgency ' + (s.urgency || 'not set yet') + ' of 5';
    return b;
  }

  function caseRow(s, selected, onOpen) {
    var li = el('li');
    var btn = el('button', 'case' + (isEmergency(s) ? ' is-emergency' : '') + (selected ? ' selected' : ''));
    btn.type = 'button';
    btn.dataset.caseId = s.caseId;
    if (selected) btn.setAttribute('aria-current', 'true');
    btn.appendChild(urgencyBadge(s));
    btn.appendChild(el('span', 'spec', s.specialty ? words(s.specialty) : 'unassigned'));
    btn.appendChild(el('span', 'stage stage-' + s.stage, words(s.stage)));
    if (s.redFlags.length) btn.appendChild(el('span', 'flagcount', '⚑ ' + s.redFlags.length + ' red flag' + (s.redFlags.length > 1 ? 's' : '')));
    btn.appendChild(el('span', 'id', s.caseId.slice(0, 10)));
    btn.appendChild(el('time', 'when', time(s.updatedAt)));
    btn.addEventListener('click', function () { onOpen(s.caseId); });
    li.appendChild(btn);
    return li;
  }

  function transcriptEntry(e) {
    var who = { patient: 'Patient', assistant: 'Helios', clinician: 'Clinician', system: 'System' }[e.role] || e.role;
    var div = el('div', 'msg ' + e.role + (e.unsent ? ' unsent' : ''));
    // what the patient did not hear whole, or at all, says so: a clinician must not take it as said
    var note = e.unsent ? ' · not sent: a clinician took over' : e.interrupted ? ' · cut short: the patient spoke' : '';
    div.appendChild(el('span', 'from', who + ' · ' + time(e.at) + note));
    div.appendChild(el('p', '', e.text));
    return div;
  }

  function votes(tbody, list) {
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
      var tr = el('tr');
      [words(v.agent), words(v.specialty), v.urgency, Math.round(v.confidence * 100) + '%', v.reasoning || ''].forEach(function (x, i) {
        tr.appendChild(el(i === 0 ? 'th' : 'td', i === 4 ? 'reason' : '', x));
      });
      tr.firstChild.setAttribute('scope', 'row');
      tbody.appendChild(tr);
    });
  }

  function flags(ul, hits, packet) {
    ul.textContent = '';
    if (!hits.length) ul.appendChild(el('li', 'muted', 'None fired.'));
    hits.forEach(function (h) {
      var li = el('li', 'flag', h.label + ' ');
      if (h.matched) li.appendChild(el('q', '', h.matched));
      ul.appendChild(li);
    });
    var checked = packet && packet.risk_flags_checked;
    if (checked && checked.length) ul.appendChild(el('li', 'muted', checked.length + ' red-flag and safety checks ran: ' + checked.map(words).join(', ')));
  }

  function field(dl, label, value) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) return;
    dl.appendChild(el('dt', '', label));
    var text = Array.isArray(value) ? value.map(function (x) { return typeof x === 'object' ? JSON.stringify(x) : String(x); }).join('; ')
      : typeof value === 'object' ? Object.keys(value).map(function (k) { return words(k) + ': ' + (typeof value[k] === 'object' ? JSON.stringify(value[k]) : value[k]); }).join('; ')
      : String(value);
    dl.appendChild(el('dd', '', text));
  }

  function packet(box, p) {
    box.textContent = '';
    if (!p) { box.appendChild(el('p', 'muted', 'Written when the consult ends.')); return; }
    var S = p.S || {}, O = p.O || {}, A = p.A || {}, P = p.P || {};
    var parts = [
      ['S · Subjective', [['Chief complaint', S.chief_complaint], ['Patient said', S.story], ['OPQRST', S.opqrst], ['Medications', S.medications], ['Allergies', S.allergies], ['Conditions', S.conditions], ['Findings', S.findings], ['Denied', S.negated_findings]]],
      ['O · Objective', [['Red flags', (O.red_flags || []).map(function (f) { return f.label; })], ['Risk scores', O.risk_scores], ['Safety findings', O.safety_findings]]],
      ['A · Assessment', [['Specialty', words(A.specialty)], ['Urgency', A.urgency], ['Triage level', words(A.triage_level)], ['Average confidence', A.average_confidence], ['Low confidence', A.low_confidence], ['Council', A.council_members]]],
      ['P · Plan', [['Action taken', words(P.action_taken)], ['Disposition', words(P.disposition)], ['Appointment', P.appointment && (P.appointment.providerName + ', ' + P.appointment.slot)], ['Advice', P.advice]]],
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
    var raw = el('details', 'raw');
    raw.appendChild(el('summary', '', 'Full packet ' + (p.handoffPacketId || '') + ' (JSON)'));
    raw.appendChild(el('pre', '', JSON.stringify(p, null, 2)));
    box.appendChild(raw);
  }

  window.HeliosRender = { ENDED: ENDED, SPECIALTIES: SPECIALTIES, el: el, words: words, byUrgency: byUrgency, isEmergency: isEmergency, urgencyBadge: urgencyBadge, caseRow: caseRow, transcriptEntry: transcriptEntry, votes: votes, flags: flags, packet: packet };
})();
