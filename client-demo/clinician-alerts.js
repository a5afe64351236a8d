// Why this exists: a clinician who is looking at another window or tab must still learn of a new or newly
// escalated case. Besides the visible alert and the unread marker (clinician.js), two opt-ins live here: a short
// beep (WebAudio, off by default, a checkbox) and a browser notification (the Notification API, asked for only
// when the clinician presses the button, shown only while the dashboard is not in view). Choices are kept in
// localStorage; nothing of the case but its specialty, level and short id goes into a notification.
(function () {
  'use strict';
  var SOUND_KEY = 'helios.clinician.sound';
  var NOTIFY_KEY = 'helios.clinician.notify';
  var audio = null;

  function store(key, on) {
    try { if (on) localStorage.setItem(key, 'on'); else localStorage.removeItem(key); } catch (e) { /* storage off: kept for this page only */ }
  }
  function stored(key) {
    try { return localStorage.getItem(key) === 'on'; } catch (e) { return false; }
  }
  var soundOn = stored(SOUND_KEY);
  var notifyOn = stored(NOTIFY_KEY);

  function supported() { return typeof Notification !== 'undefined'; }

  /** The AudioContext is made (or resumed) on the checkbox click: browsers let a page play sound after a gesture. */
  function audioContext() {
    var Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return null;
    if (!audio) audio = new Ctx();
    if (audio.state === 'suspended' && audio.resume) audio.resume();
    return audio;
  }

  /** One short beep (two for an emergency): a sine tone at 880 Hz, faded in and out so it does not click. */
  function beep(times) {
    var ctx = audioContext();
    if (!ctx) return;
    for (var i = 0; i < times; i++) {
      var at = ctx.currentTime + i * 0.25;
      var osc = ctx.createOscillator();
      var gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = 880;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(at);
      osc.stop(at + 0.2);
    }
  }

  function notifyState() {
    if (!supported()) return 'Browser notifications are not available in this browser.';
    if (Notification.permission === 'denied') return 'Browser notifications are blocked for this site (change it in the browser’s site settings).';
    if (notifyOn && Notification.permission === 'granted') return 'Browser notifications are on while this tab is not in view.';
    return '';
  }

  /** Draw the two controls into `box`. */
  function init(box) {
    if (!box) return;
    box.textContent = '';
    var label = document.createElement('label');
    label.className = 'pref';
    var check = document.createElement('input');
    check.type = 'checkbox';
    check.id = 'alert-sound';
    check.checked = soundOn;
    check.addEventListener('change', function () {
      soundOn = check.checked;
      store(SOUND_KEY, soundOn);
      if (soundOn) { audioContext(); beep(1); } // a sample, and the gesture that lets the page play sound
    });
    label.appendChild(check);
    label.appendChild(document.createTextNode(' Sound for new and escalated cases'));
    box.appendChild(label);

    var btn = document.createElement('button');
    btn.type = 'button';
    btn.id = 'alert-notify';
    btn.className = 'ghost small';
    var state = document.createElement('span');
    state.id = 'alert-notify-state';
    state.className = 'status';
    state.setAttribute('role', 'status');
    function draw() {
      var on = notifyOn && supported() && Notification.permission === 'granted';
      btn.textContent = on ? 'Turn off browser notifications' : 'Turn on browser notifications';
      btn.setAttribute('aria-pressed', on ? 'true' : 'false');
      btn.hidden = !supported() || Notification.permission === 'denied';
      state.textContent = notifyState();
    }
    btn.addEventListener('click', function () {
      if (notifyOn && Notification.permission === 'granted') {
        notifyOn = false;
        store(NOTIFY_KEY, false);
        return draw();
      }
      var asked = Notification.requestPermission(function () { /* older callback form */ });
      Promise.resolve(asked).then(function (p) {
        notifyOn = (p || Notification.permission) === 'granted';
        store(NOTIFY_KEY, notifyOn);
        draw();
      });
    });
    box.appendChild(btn);
    box.appendChild(state);
    draw();
  }

  /** A new or newly escalated case: the opted-in sound, and a notification when the dashboard is out of view. */
  function notify(what, caseId, emergency, onOpen) {
    if (soundOn) beep(emergency ? 2 : 1);
    var away = document.hidden || (typeof document.hasFocus === 'function' && !document.hasFocus());
    if (!notifyOn || !supported() || Notification.permission !== 'granted' || !away) return;
    try {
      var n = new Notification('Helios: ' + what, { body: 'Case ' + caseId.slice(0, 10), tag: caseId, requireInteraction: !!emergency });
      n.onclick = function () { window.focus(); if (onOpen) onOpen(caseId); n.close(); };
    } catch (e) { /* this browser shows notifications only from a service worker: the alert on the page remains */ }
  }

  window.HeliosAlerts = { init: init, notify: notify };
})();
