// Chat widget of the landing page (issue 20, decision 034) and of the investor portal's login page (decision 050,
// `data-origin="investor"`): loaded deferred after the page; greets, shows the
// suggested questions and sends a typed question to the public chatbot API. Text only (textContent), no markup.
(() => {
  var root = document.getElementById('zp-chat');
  if (!root) return;
  var id = root.getAttribute('data-superuser');
  var d = (k) => root.getAttribute(`data-${k}`) || '';
  var api = '/api/chatbot/';
  var css = document.createElement('style');
  css.textContent =
    '#zp-chat{position:fixed;right:16px;bottom:16px;z-index:50;font:15px/1.4 system-ui,sans-serif}' +
    '#zp-chat .zb{background:var(--p,#165272);color:var(--pt,#fff);border:0;border-radius:24px;padding:12px 18px;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.25)}' +
    '#zp-chat .zw{display:none;flex-direction:column;width:min(360px,calc(100vw - 32px));height:460px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.3);overflow:hidden}' +
    '#zp-chat.open .zw{display:flex}#zp-chat.open .zb{display:none}' +
    '#zp-chat .zh{display:flex;justify-content:space-between;align-items:center;background:var(--p,#165272);color:var(--pt,#fff);padding:10px 14px;font-weight:600}' +
    '#zp-chat .zh button{background:none;border:0;color:inherit;font-size:20px;cursor:pointer}' +
    '#zp-chat .zl{flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:8px}' +
    '#zp-chat .zm{max-width:85%;padding:8px 12px;border-radius:10px;white-space:pre-wrap;background:#f0f2f5}' +
    '#zp-chat .zm.me{align-self:flex-end;background:var(--p,#165272);color:var(--pt,#fff)}' +
    '#zp-chat .zs{display:flex;flex-wrap:wrap;gap:6px}#zp-chat .zs button{border:1px solid var(--p,#165272);color:var(--p,#165272);background:#fff;border-radius:14px;padding:4px 10px;cursor:pointer;font:inherit;font-size:13px}' +
    '#zp-chat form{display:flex;border-top:1px solid #ddd}#zp-chat input{flex:1;border:0;padding:12px;font:inherit}#zp-chat form button{border:0;background:none;color:var(--p,#165272);font-weight:600;padding:0 14px;cursor:pointer}';
  document.head.appendChild(css);

  var el = (tag, cls, text) => {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  };
  var open = el('button', 'zb', d('title'));
  open.type = 'button';
  var win = el('div', 'zw');
  win.setAttribute('role', 'dialog');
  win.setAttribute('aria-label', d('title'));
  var head = el('div', 'zh', null);
  head.appendChild(el('span', null, d('title')));
  var close = el('button', null, '×');
  close.type = 'button';
  close.setAttribute('aria-label', d('close'));
  head.appendChild(close);
  var list = el('div', 'zl');
  list.setAttribute('aria-live', 'polite');
  var form = el('form');
  var input = el('input');
  input.name = 'question';
  input.maxLength = 500;
  input.placeholder = d('placeholder');
  input.setAttribute('aria-label', d('placeholder'));
  var send = el('button', null, d('send'));
  send.type = 'submit';
  form.appendChild(input);
  form.appendChild(send);
  win.appendChild(head);
  win.appendChild(list);
  win.appendChild(form);
  root.appendChild(open);
  root.appendChild(win);

  var say = (text, me) => {
    var m = el('div', me ? 'zm me' : 'zm', text);
    list.appendChild(m);
    list.scrollTop = list.scrollHeight;
  };
  var loaded = false;
  var ask = (question) => {
    question = String(question || '').trim();
    if (!question) return;
    say(question, true);
    send.disabled = true;
    fetch(`${api}ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ superuserId: Number(id), question: question, origin: d('origin') || 'landing' }),
    })
      .then((r) => r.json().then((j) => (r.ok ? j.answer : j.detail || d('error'))))
      .catch(() => d('error'))
      .then((answer) => {
        say(answer || d('error'));
        send.disabled = false;
      });
  };
  var load = () => {
    if (loaded) return;
    loaded = true;
    fetch(`${api}public/${encodeURIComponent(id)}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
      .then((bot) => {
        if (bot.welcomeMessage) say(bot.welcomeMessage);
        var s = el('div', 'zs');
        (bot.suggestions || []).slice(0, 6).forEach((q) => {
          var b = el('button', null, q.question);
          b.type = 'button';
          b.addEventListener('click', () => ask(q.question));
          s.appendChild(b);
        });
        if (s.childNodes.length) list.appendChild(s);
      })
      .catch(() => say(d('error')));
  };
  open.addEventListener('click', () => {
    root.className = 'open';
    load();
    input.focus();
  });
  close.addEventListener('click', () => {
    root.className = '';
    open.focus();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    var q = input.value;
    input.value = '';
    ask(q);
  });
})();
