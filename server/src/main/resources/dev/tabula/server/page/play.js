// The page of `tabula serve`: set a game up, then play it by clicking on the board. It talks only
// to the server that sent it (docs/server.md): the JSON API, and server-sent events for updates.
'use strict';
(() => {
  const $ = (id) => document.getElementById(id);
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const params = new URLSearchParams(location.search);
  const gameId = params.get('game');
  let token = null;
  let mySeat = null;
  let state = null;
  let flipped = false;
  let busy = false;
  let loading = false;
  let again = false;

  function call(method, path, body) {
    const headers = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = 'Bearer ' + token;
    return fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (r) => {
      let json = null;
      try {
        json = await r.json();
      } catch (e) {
        json = null;
      }
      if (!r.ok) throw new Error(json && json.error ? json.error : 'HTTP ' + r.status);
      return json;
    });
  }

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // ---------------------------------------------------------------- setup

  function setup() {
    $('setup').hidden = false;
    $('title').textContent = 'play a game';
    call('GET', '/api').then((offers) => {
      const select = $('game');
      for (const g of offers.games) select.append(el('option', { value: g.name }, g.name));
      const chosen = () => offers.games.find((g) => g.name === select.value);
      select.addEventListener('change', () => showGame(chosen()));
      showGame(chosen());
      $('setup-form').addEventListener('submit', (e) => {
        e.preventDefault();
        start(chosen());
      });
    }).catch((e) => { $('setup-error').textContent = e.message; });
  }

  function showGame(g) {
    $('game-description').textContent = g.description;
    const box = $('options');
    box.replaceChildren();
    for (const o of g.options) {
      const label = el('label', { class: 'option' });
      const input = el('input', { name: o.name, 'data-option': o.name, value: o.defaultValue || '' });
      if (o.name === 'players') {
        input.type = 'number';
        input.addEventListener('input', () => showSeats(g));
      }
      label.append(el('span', {}, o.name), input, el('span', { class: 'note' }, o.description));
      box.append(label);
    }
    showSeats(g);
  }

  function seatCount(g) {
    const players = document.querySelector('[data-option="players"]');
    const n = players ? parseInt(players.value, 10) : g.players;
    return Number.isInteger(n) && n >= 1 && n <= 8 ? n : g.players;
  }

  function showSeats(g) {
    const rows = $('seat-rows');
    const before = [...rows.querySelectorAll('select')].map((s) => s.value);
    rows.replaceChildren();
    for (let i = 0; i < seatCount(g); i++) {
      const select = el('select', { name: 'seat' + i, 'data-seat': i });
      select.append(el('option', { value: 'person' }, i === 0 ? 'Person (you)' : 'Person'));
      for (const b of g.bots) select.append(el('option', { value: b }, 'Bot: ' + b));
      select.value = before[i] || (i === 0 ? 'person' : g.defaultBot);
      const label = el('label', { class: 'row' });
      label.append(el('span', {}, 'Seat ' + i), select);
      rows.append(label);
    }
  }

  function start(g) {
    const options = {};
    for (const input of document.querySelectorAll('[data-option]')) {
      const o = g.options.find((x) => x.name === input.dataset.option);
      if (input.value !== '' && input.value !== (o.defaultValue || '')) {
        options[input.dataset.option] = input.value;
      }
    }
    const seats = [...document.querySelectorAll('#seat-rows select')].map((s) => s.value);
    $('start').disabled = true;
    call('POST', '/api/games', { game: g.name, options, seats })
      .then((grant) => {
        if (grant.token) remember(grant.id, grant.seat, grant.token);
        location.href = '/?game=' + encodeURIComponent(grant.id);
      })
      .catch((e) => {
        $('setup-error').textContent = e.message;
        $('start').disabled = false;
      });
  }

  // ---------------------------------------------------------------- seats and tokens

  function remember(id, seat, t) {
    sessionStorage.setItem('tabula:' + id, JSON.stringify({ seat, token: t }));
  }

  function recall(id) {
    try {
      const held = JSON.parse(sessionStorage.getItem('tabula:' + id) || 'null');
      if (held && typeof held.token === 'string') {
        token = held.token;
        mySeat = held.seat;
      }
    } catch (e) {
      token = null;
    }
  }

  // ---------------------------------------------------------------- playing

  function play() {
    $('play').hidden = false;
    recall(gameId);
    const join = params.get('join');
    const ready = join !== null && token === null
      ? call('POST', '/api/games/' + encodeURIComponent(gameId) + '/seats/' + encodeURIComponent(join))
        .then((grant) => {
          remember(grant.id, grant.seat, grant.token);
          token = grant.token;
          mySeat = grant.seat;
        })
        .catch((e) => { $('error').textContent = 'could not take the seat: ' + e.message; })
      : Promise.resolve();
    ready.then(() => {
      if (join !== null) history.replaceState(null, '', '/?game=' + encodeURIComponent(gameId));
      const base = '/api/games/' + encodeURIComponent(gameId);
      $('download').href = base + '/record';
      $('replay').href = base + '/replay';
      $('board').addEventListener('click', boardClick);
      $('resign').addEventListener('click', () => act('resign'));
      $('takeback').addEventListener('click', () => act('takeback'));
      $('flip').addEventListener('click', () => {
        flipped = !flipped;
        if (state) render(state, true);
      });
      const events = new EventSource(base + '/events');
      events.addEventListener('state', (e) => {
        const v = JSON.parse(e.data).version;
        if (!state || v > state.version) refresh();
      });
      events.addEventListener('error', () => {
        // the browser reconnects by itself; a game that expired says so on the next read
      });
      refresh();
    });
  }

  function refresh() {
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    call('GET', '/api/games/' + encodeURIComponent(gameId) + '?picture=true')
      .then((s) => render(s))
      .catch((e) => { $('error').textContent = e.message; })
      .finally(() => {
        loading = false;
        if (again) {
          again = false;
          refresh();
        }
      });
  }

  function myTurn(s) {
    return mySeat !== null && !s.over && s.toMove === mySeat;
  }

  function render(s, again) {
    // an answer no newer than what is shown changes nothing (unless the board is flipped)
    if (!again && state && s.id === state.id && s.version <= state.version) return;
    state = s;
    const board = $('board');
    board.innerHTML = s.picture;
    board.dataset.position = s.position;
    board.dataset.version = s.version;
    board.dataset.ply = s.ply;
    board.classList.toggle('my-turn', myTurn(s));
    board.classList.toggle('flipped', flipped);
    if (flipped) flip(board.querySelector('svg'));

    const seatText = s.seats.map((x) => x.name + ': ' + (x.kind === 'bot' ? x.bot : 'person')).join(', ');
    $('title').textContent = s.game + ' - ' + seatText;
    const status = $('status');
    status.classList.toggle('over', s.over);
    if (s.over) {
      status.textContent = s.result.text;
    } else {
      const who = s.seats[s.toMove];
      status.textContent = myTurn(s)
        ? 'Your move (' + who.name + ')'
        : who.name + ' to move' + (who.kind === 'bot' ? ' (' + who.bot + (s.thinking ? ', thinking' : '') + ')' : '');
    }

    const legal = $('legal');
    legal.replaceChildren();
    if (myTurn(s)) {
      for (const m of s.legal) {
        const b = el('button', { type: 'button', class: 'legal', 'data-move': m.move }, m.move);
        b.addEventListener('click', () => move(m.move));
        legal.append(b);
      }
    }

    const list = $('moves');
    list.replaceChildren();
    for (const m of s.moves) {
      // the text names the player already; a chance outcome says it is one
      const li = el('li', { 'data-move': m.move, 'data-seat': m.seat }, m.seat < 0 ? 'chance: ' + m.text : m.text);
      if (m.seat < 0) li.classList.add('chance');
      list.append(li);
    }
    if (list.lastElementChild) {
      list.lastElementChild.classList.add('last');
      list.scrollTop = list.scrollHeight;
    }

    const others = s.seats.filter((x) => x.seat !== mySeat);
    $('resign').disabled = mySeat === null || s.over;
    $('takeback').disabled = mySeat === null
      || !others.every((x) => x.kind === 'bot')
      || !s.moves.some((m) => m.seat === mySeat);

    const invites = $('invites');
    invites.replaceChildren();
    const here = location.origin + '/?game=' + encodeURIComponent(s.id);
    for (const x of s.seats) {
      if (x.kind === 'person' && !x.taken) {
        const p = el('p', {}, 'Send this link to the player of seat ' + x.seat + ' (' + x.name + '):');
        p.append(el('input', { readonly: '', class: 'invite', 'data-seat': x.seat, value: here + '&join=' + x.seat }));
        invites.append(p);
      }
    }
    const watch = el('p', {}, 'Link to watch:');
    watch.append(el('input', { readonly: '', class: 'watch', value: here }));
    invites.append(watch);
  }

  function flip(svg) {
    if (!svg || !svg.viewBox || !svg.viewBox.baseVal) return;
    const vb = svg.viewBox.baseVal;
    const g = document.createElementNS(SVG_NS, 'g');
    g.setAttribute('transform', 'rotate(180 ' + (vb.x + vb.width / 2) + ' ' + (vb.y + vb.height / 2) + ')');
    while (svg.firstChild) g.append(svg.firstChild);
    svg.append(g);
    // the text stays upright: each label turns back round its own centre
    for (const t of g.querySelectorAll('text')) {
      const b = t.getBBox();
      const own = t.getAttribute('transform') || '';
      t.setAttribute('transform', (own + ' rotate(180 ' + (b.x + b.width / 2) + ' ' + (b.y + b.height / 2) + ')').trim());
    }
  }

  function boardClick(e) {
    if (!state || !myTurn(state)) return;
    let hit = e.target.closest('[data-move], [data-moves]');
    if (!hit) {
      // a click on a stack (stack-snake draws its targets behind the stacks) names its target
      const stack = e.target.closest('[data-stack]');
      if (stack) {
        hit = $('board').querySelector('.target[data-stack="' + stack.getAttribute('data-stack') + '"]');
      }
    }
    if (!hit) return;
    const named = hit.hasAttribute('data-move')
      ? [hit.getAttribute('data-move')]
      : hit.getAttribute('data-moves').split(' ');
    const legal = new Set(state.legal.map((m) => m.move));
    const moves = named.filter((m) => legal.has(m));
    if (moves.length === 1) {
      move(moves[0]);
    } else if (moves.length > 1) {
      for (const b of $('legal').querySelectorAll('button')) {
        b.classList.toggle('choose', moves.includes(b.dataset.move));
      }
      $('status').textContent = 'Choose one of: ' + moves.join(', ');
    }
  }

  function move(m) {
    if (busy || !state) return;
    busy = true;
    $('error').textContent = '';
    call('POST', '/api/games/' + encodeURIComponent(gameId) + '/moves?picture=true', { move: m, version: state.version })
      .then(render)
      .catch((e) => {
        $('error').textContent = e.message;
        refresh();
      })
      .finally(() => { busy = false; });
  }

  function act(what) {
    if (busy) return;
    busy = true;
    $('error').textContent = '';
    call('POST', '/api/games/' + encodeURIComponent(gameId) + '/' + what + '?picture=true', undefined)
      .then(render)
      .catch((e) => { $('error').textContent = e.message; })
      .finally(() => { busy = false; });
  }

  if (gameId) play(); else setup();
})();
