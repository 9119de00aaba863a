(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var games = Array.prototype.map.call(document.querySelectorAll('script.replay-data'),
    function (s) { return JSON.parse(s.textContent); });
  var board = $('board'), slider = $('slider'), moves = $('moves'), picker = $('game');
  var players = $('players'), status = $('status'), describe = $('describe');
  var result = $('result'), position = $('position'), tags = $('tags');
  var parser = new DOMParser();
  var narrow = window.matchMedia('(max-width: 760px)');
  var g = -1, ply = 0, items = [], seatItems = [];

  function text(tag, cls, value) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    e.textContent = value;
    return e;
  }

  // A game stores every distinct line of its pictures once (game.lines); a ply's picture is the
  // list of its lines' numbers, written as edits of the previous ply's list: groups of
  // keep, drop, count, then count numbers (HtmlReplay's PlyPictures writes them).
  function decode(game) {
    var before = [];
    game.plies.forEach(function (p) {
      var now = [], at = 0, e = p.svg, i = 0, j;
      while (i < e.length) {
        var keep = e[i], drop = e[i + 1], count = e[i + 2];
        i += 3;
        for (j = 0; j < keep; j++) { now.push(before[at++]); }
        at += drop;
        for (j = 0; j < count; j++) { now.push(e[i++]); }
      }
      p.ids = now;
      before = now;
    });
  }

  function svgText(game, p) {
    return p.ids.map(function (id) { return game.lines[id]; }).join('\n');
  }

  function picture(svg) {
    var doc = parser.parseFromString(svg, 'image/svg+xml');
    var root = doc.documentElement;
    if (!root || root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length) {
      return [text('p', 'broken', 'This position could not be drawn.')];
    }
    root.removeAttribute('width');
    root.removeAttribute('height');
    root.setAttribute('aria-hidden', 'true');
    var whole = document.importNode(root, true);
    // On a narrow screen a drawing with parts shows them one below the other: each part (a
    // <view class="part board"> or "part panel") is the drawing seen through that part's viewBox,
    // and keeps the part's class.
    var parts = whole.querySelectorAll('view.part');
    if (!narrow.matches || parts.length < 2) { return [whole]; }
    return Array.prototype.map.call(parts, function (view, i) {
      var copy = i === 0 ? whole : whole.cloneNode(true);
      if (i > 0) {
        Array.prototype.forEach.call(copy.querySelectorAll('[id]'), function (e) {
          e.removeAttribute('id'); // the first copy's defs serve them all
        });
      }
      copy.setAttribute('viewBox', view.getAttribute('viewBox'));
      copy.setAttribute('class', view.getAttribute('class'));
      return copy;
    });
  }

  function seatName(game, seat) {
    return seat >= 0 && seat < game.seats.length ? game.seats[seat].seat : '';
  }

  function load(index) {
    g = index;
    var game = games[g];
    if (!game.plies[0].ids) { decode(game); }
    picker.value = String(g);
    slider.max = String(game.plies.length - 1);
    moves.textContent = '';
    items = [];
    game.plies.forEach(function (p, i) {
      var li = document.createElement('li');
      li.setAttribute('data-ply', String(i));
      if (i === 0) {
        li.appendChild(text('span', 'n', ''));
        li.appendChild(text('span', 'who', 'start'));
        li.appendChild(text('span', 'mv', ''));
      } else {
        if (p.mover === -1) { li.className = 'chance'; }
        li.appendChild(text('span', 'n', String(i) + '.'));
        li.appendChild(text('span', 'who', p.by));
        li.appendChild(text('span', 'mv', p.move));
        li.title = p.text;
      }
      moves.appendChild(li);
      items.push(li);
    });
    players.textContent = '';
    seatItems = game.seats.map(function (s, i) {
      var li = document.createElement('li');
      li.setAttribute('data-seat', String(i));
      li.appendChild(text('span', 'seat', s.seat));
      if (s.name) { li.appendChild(text('span', 'name', s.name)); }
      li.appendChild(text('span', 'score', ''));
      players.appendChild(li);
      return li;
    });
    tags.textContent = '';
    game.tags.forEach(function (t) {
      tags.appendChild(text('dt', '', t[0]));
      tags.appendChild(text('dd', '', t[1]));
    });
    game.comments.forEach(function (c) {
      tags.appendChild(text('dt', '', 'comment'));
      tags.appendChild(text('dd', '', c));
    });
    $('record').hidden = tags.childNodes.length === 0;
  }

  function show(index, p) {
    if (index !== g) { load(index); }
    var game = games[g], last = game.plies.length - 1;
    ply = Math.max(0, Math.min(last, p));
    var here = game.plies[ply];
    board.textContent = '';
    picture(svgText(game, here)).forEach(function (e) { board.appendChild(e); });
    board.setAttribute('data-position', here.position);
    board.setAttribute('data-ply', String(ply));
    position.textContent = here.position;
    slider.value = String(ply);
    slider.setAttribute('aria-valuetext', 'ply ' + ply + ' of ' + last);
    items.forEach(function (li, i) {
      if (i === ply) {
        li.classList.add('current');
        li.setAttribute('aria-current', 'true');
      } else if (li.classList.contains('current')) {
        li.classList.remove('current');
        li.removeAttribute('aria-current');
      }
    });
    reveal(items[ply]);
    var turn = here.toMove >= 0 ? seatName(game, here.toMove) + ' to move'
      : here.toMove === -1 ? 'chance to move' : 'game over';
    status.textContent = 'Ply ' + ply + ' of ' + last + ' \u00b7 ' + turn;
    describe.textContent = '';
    describe.className = here.mover === -1 ? 'chance' : '';
    if (ply === 0) {
      describe.appendChild(text('span', '', 'Start position'));
    } else {
      describe.appendChild(text('span', 'n', ply + '. '));
      if (here.mover === -1) { describe.appendChild(text('span', 'badge', 'chance')); }
      describe.appendChild(text('span', '', here.text));
    }
    var atEnd = ply === last;
    result.hidden = !atEnd;
    result.textContent = atEnd ? 'Result: ' + game.result : '';
    seatItems.forEach(function (li, i) {
      li.classList.toggle('to-move', here.toMove === i);
      var s = game.seats[i];
      li.lastChild.textContent = atEnd && typeof s.score === 'number'
        ? s.score + (s.rank === 0 ? ' \u2605' : '') : '';
    });
    $('first').disabled = $('prev').disabled = ply === 0;
    $('next').disabled = $('last').disabled = ply === last;
    var hash = '#game=' + (g + 1) + '&ply=' + ply;
    if (location.hash !== hash) {
      try { history.replaceState(null, '', hash); } catch (e) { /* a file: page may refuse */ }
    }
  }

  function reveal(li) {
    var top = li.offsetTop, bottom = top + li.offsetHeight;
    if (top < moves.scrollTop || bottom > moves.scrollTop + moves.clientHeight) {
      moves.scrollTop = Math.max(0, top - (moves.clientHeight - li.offsetHeight) / 2);
    }
  }

  function fromHash() {
    var game = 0, p = 0;
    location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
      var i = kv.indexOf('='), k = kv.slice(0, i), v = parseInt(kv.slice(i + 1), 10);
      if (i < 0 || isNaN(v)) { return; }
      if (k === 'game') { game = Math.max(0, Math.min(games.length - 1, v - 1)); }
      if (k === 'ply') { p = v; }
    });
    show(game, p);
  }

  games.forEach(function (game, i) {
    var o = document.createElement('option');
    o.value = String(i);
    o.textContent = game.label;
    picker.appendChild(o);
  });
  $('picker').hidden = games.length < 2;
  picker.addEventListener('change', function () { show(parseInt(picker.value, 10), 0); });
  $('first').addEventListener('click', function () { show(g, 0); });
  $('prev').addEventListener('click', function () { show(g, ply - 1); });
  $('next').addEventListener('click', function () { show(g, ply + 1); });
  $('last').addEventListener('click', function () { show(g, Infinity); });
  slider.addEventListener('input', function () { show(g, parseInt(slider.value, 10)); });
  moves.addEventListener('click', function (e) {
    var li = e.target.closest ? e.target.closest('li[data-ply]') : null;
    if (li) { show(g, parseInt(li.getAttribute('data-ply'), 10)); }
  });
  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) { return; }
    var t = e.target && e.target.tagName;
    if (t === 'INPUT' || t === 'SELECT' || t === 'TEXTAREA') { return; }
    switch (e.key) {
      case 'ArrowLeft': show(g, ply - 1); break;
      case 'ArrowRight': show(g, ply + 1); break;
      case 'Home': show(g, 0); break;
      case 'End': show(g, Infinity); break;
      default: return;
    }
    e.preventDefault();
  });
  window.addEventListener('hashchange', fromHash);
  narrow.addEventListener('change', function () { show(g, ply); });
  fromHash();
})();
