// Penalty Kick: the picture. A goal seen from behind the penalty spot, in a simple perspective:
// the stands and their crowd, the striped pitch, the goal and its net, the keeper, the kicker,
// the ball with its shadow, the aim marker, the power meter, banners and confetti.
// Exposes one global, `PenaltyScene`; it draws what game.js tells it and keeps no rules.
(() => {
  'use strict';

  /*
   * World units: x in half goal widths (the posts stand at -1 and 1), h in goal heights (the
   * crossbar at 1), z the depth from the spot (0) to the goal line (1). The camera sits 11 m
   * behind the spot, so sizes on the spot are twice those on the goal line.
   */
  const GOAL_ASPECT = 2.44 / 3.66; // one goal height in half goal widths
  const KEEPER_TALL = 0.78; // a keeper is about 0.78 of the crossbar's height

  function geometry(W, H) {
    const halfW = W * 0.4;
    return { W, H, cx: W / 2, halfW, gh: halfW * GOAL_ASPECT, gl: H * 0.43, spotY: H * 0.83 };
  }

  function project(g, x, z, h) {
    const t = (2 * z) / (1 + z);
    const s = 2 / (1 + z);
    const ground = g.spotY + (g.gl - g.spotY) * t;
    return { x: g.cx + x * g.halfW * s, y: ground - h * g.gh * s, ground, s };
  }

  /*
   * The keeper's body for a dive towards (tx, th) at progress p (0 standing .. 1 full stretch):
   * the hip, the tilt of the body, and how far the arms are raised. The rules use the same
   * pose to decide whether the ball hits the keeper, so what the player sees is what counts.
   */
  function keeperPose(dive, p) {
    const e = Math.sin((Math.min(1, Math.max(0, p)) * Math.PI) / 2);
    if (!dive || dive.dir === 0) {
      const th = dive ? dive.th : 0;
      const jump = th > 0.55 ? (th - 0.45) * 0.45 : 0;
      const step = dive ? Math.max(-0.25, Math.min(0.25, dive.tx)) : 0;
      return { hipX: step * e, hipY: 0.35 + jump * e * (p > 1 + (dive ? dive.hold || 0 : 0) ? 0 : 1), angle: 0, arms: e };
    }
    const th = Math.min(1, Math.max(0, dive.th));
    const angle = 1.5 - 0.75 * th; // flatter for a low ball, more upright for a high one
    const up = 0.7 * KEEPER_TALL; // hip to fingertips, in goal heights
    const hipX = Math.max(-0.6, Math.min(0.6, dive.tx - dive.dir * up * GOAL_ASPECT * Math.sin(angle)));
    const hipY = Math.max(0.1, th - up * Math.cos(angle));
    // A keeper who went too early has landed by the time the ball comes: only low balls hit him.
    const landAt = 1 + (dive.hold || 0);
    const fall = p > landAt ? Math.min(1, (p - landAt) / 0.4) : 0;
    const flying = 0.35 + (hipY - 0.35) * e;
    return {
      hipX: hipX * e,
      hipY: flying + (0.1 - flying) * fall,
      angle: dive.dir * (angle * e + (1.5 - angle) * fall),
      arms: e,
    };
  }

  /* The keeper's body as line segments in world units (x, h) for the rules' save test. */
  function keeperSegments(pose) {
    const up = 0.7 * KEEPER_TALL;
    const down = 0.45 * KEEPER_TALL;
    const sx = Math.sin(pose.angle) * GOAL_ASPECT;
    const c = Math.cos(pose.angle);
    const hands = { x: pose.hipX + sx * up, h: pose.hipY + c * up * (0.75 + 0.25 * pose.arms) };
    const feet = { x: pose.hipX - sx * down, h: Math.max(0, pose.hipY - c * down) };
    const shoulder = { x: pose.hipX + sx * up * 0.55, h: pose.hipY + c * up * 0.55 };
    const spread = 0.32 * (1 - pose.arms * 0.7);
    return [
      [feet, hands],
      [{ x: shoulder.x - spread * c, h: shoulder.h + spread * sx }, { x: shoulder.x + spread * c, h: shoulder.h - spread * sx }],
    ];
  }

  // ---- colours -------------------------------------------------------------

  function rgb(hex) {
    const n = parseInt(hex.slice(1), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  function mix(a, b, k) {
    const x = rgb(a);
    const y = rgb(b);
    return `rgb(${x.map((v, i) => Math.round(v + (y[i] - v) * k)).join(',')})`;
  }

  // ---- the crowd, laid out once per size -------------------------------------

  let crowd = [];
  let crowdKey = '';
  function layoutCrowd(W, top, theme) {
    const key = `${W}:${top}:${theme.accent}`;
    if (key === crowdKey) return;
    crowdKey = key;
    crowd = [];
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const shirts = [theme.accent, theme.accent2, theme.pink, theme.text, '#ffc93c', theme.accent, '#ff5c7a'];
    for (let row = 0, y = top - 6; y > -6; row += 1) {
      const r = 3.4 - Math.min(1.6, row * 0.16);
      for (let x = (row % 2) * r; x < W + r; x += r * 2.6) {
        crowd.push({ x: x + (rnd() - 0.5) * r, y: y + (rnd() - 0.5) * 1.5, r, c: shirts[Math.floor(rnd() * shirts.length)], ph: rnd() * 6.28 });
      }
      y -= r * 2.5;
    }
  }

  // ---- drawing -------------------------------------------------------------

  function drawStands(ctx, g, v, boardTop) {
    const t = v.theme;
    const sky = ctx.createLinearGradient(0, 0, 0, boardTop);
    sky.addColorStop(0, t.bg);
    sky.addColorStop(1, t.panel);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, g.W, boardTop);
    layoutCrowd(g.W, boardTop, t);
    const now = v.time;
    for (const p of crowd) {
      const jump = v.excite > 0 ? Math.abs(Math.sin(now / 90 + p.ph)) * 3.5 * v.excite : Math.sin(now / 900 + p.ph) * 0.4;
      ctx.globalAlpha = 0.55 + 0.35 * Math.min(1, p.r / 3.4);
      ctx.fillStyle = p.c;
      ctx.beginPath();
      ctx.arc(p.x, p.y - jump, p.r, 0, Math.PI * 2);
      ctx.fill();
      // Camera flashes in the crowd when it goes wild.
      if (v.excite > 0.3 && Math.sin(now / 37 + p.ph * 50) > 0.995) {
        ctx.globalAlpha = 1;
        ctx.fillStyle = '#fff';
        ctx.fillRect(p.x - 1.5, p.y - jump - 1.5, 3, 3);
      }
    }
    ctx.globalAlpha = 1;
  }

  function drawPitch(ctx, g, v) {
    const t = v.theme;
    const boardZ = 1.45;
    const board = project(g, 0, boardZ, 0);
    const boardH = 0.3 * g.gh * board.s;
    drawStands(ctx, g, v, board.ground - boardH);
    // Advertising boards along the goal line.
    const adGrad = ctx.createLinearGradient(0, 0, g.W, 0);
    adGrad.addColorStop(0, t.accent);
    adGrad.addColorStop(0.5, t.pink);
    adGrad.addColorStop(1, t.accent2);
    ctx.fillStyle = adGrad;
    ctx.fillRect(0, board.ground - boardH, g.W, boardH);
    ctx.fillStyle = 'rgba(0,0,0,0.3)';
    ctx.fillRect(0, board.ground - boardH, g.W, boardH);
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.font = `800 ${Math.round(boardH * 0.7)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const ad = v.excite > 0.2 ? Kit.t('GOAL!  GOAL!  GOAL!  GOAL!  GOAL!') : Kit.t('PENALTY  ·  KICK  ·  SCORE  ·  PENALTY');
    ctx.fillText(ad, g.cx, board.ground - boardH / 2 + 1);
    // Grass, mown in stripes across the pitch.
    const grass = mix('#2f8d47', t.bg, 0.22);
    const stripe = mix('#3ba557', t.bg, 0.18);
    ctx.fillStyle = grass;
    ctx.fillRect(0, board.ground, g.W, g.H - board.ground);
    ctx.fillStyle = stripe;
    for (let z = -0.45, i = 0; z < boardZ; z += 0.15, i += 1) {
      if (i % 2) continue;
      const a = project(g, 0, z, 0).ground;
      const b = project(g, 0, Math.min(boardZ, z + 0.15), 0).ground;
      ctx.fillRect(0, b, g.W, a - b);
    }
    // The markings: goal line, six-yard box and the penalty spot.
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.lineWidth = 2;
    const line = (x1, z1, x2, z2) => {
      const a = project(g, x1, z1, 0);
      const b = project(g, x2, z2, 0);
      ctx.beginPath();
      ctx.moveTo(a.x, a.ground);
      ctx.lineTo(b.x, b.ground);
      ctx.stroke();
    };
    line(-8, 1, 8, 1);
    line(-2.5, 1, -2.5, 0.5);
    line(2.5, 1, 2.5, 0.5);
    line(-2.5, 0.5, 2.5, 0.5);
    const spot = project(g, 0, 0, 0);
    ctx.fillStyle = 'rgba(255,255,255,0.9)';
    ctx.beginPath();
    ctx.ellipse(spot.x, spot.ground + 2, 6, 2.5, 0, 0, Math.PI * 2);
    ctx.fill();
  }

  function drawNet(ctx, g, v) {
    const backZ = 1.18;
    const wob = v.netShake > 0 ? Math.sin(v.time / 30) * 3 * v.netShake : 0;
    const P = (x, z, h) => project(g, x, z, h);
    const fl = P(-1, 1, 1);
    const fr = P(1, 1, 1);
    const bl = P(-0.92, backZ, 0.75);
    const br = P(0.92, backZ, 0.75);
    const bgl = P(-0.92, backZ, 0);
    const bgr = P(0.92, backZ, 0);
    const gl = P(-1, 1, 0);
    const gr = P(1, 1, 0);
    ctx.fillStyle = 'rgba(255,255,255,0.07)';
    ctx.beginPath();
    ctx.moveTo(bl.x, bl.y + wob);
    ctx.lineTo(br.x, br.y + wob);
    ctx.lineTo(bgr.x, bgr.y);
    ctx.lineTo(bgl.x, bgl.y);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.28)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let i = 0; i <= 20; i += 1) {
      const k = i / 20;
      const bx = bl.x + (br.x - bl.x) * k;
      ctx.moveTo(bx + wob * Math.sin(k * Math.PI), bl.y + wob);
      ctx.lineTo(bgl.x + (bgr.x - bgl.x) * k, bgl.y);
      // The roof of the net, from the crossbar back.
      ctx.moveTo(fl.x + (fr.x - fl.x) * k, fl.y);
      ctx.lineTo(bx, bl.y + wob);
    }
    for (let j = 0; j <= 8; j += 1) {
      const k = j / 8;
      ctx.moveTo(bl.x, bl.y + (bgl.y - bl.y) * k);
      ctx.lineTo(br.x, br.y + (bgr.y - br.y) * k + wob * Math.sin(k * Math.PI));
      // The side nets.
      ctx.moveTo(fl.x, fl.y + (gl.y - fl.y) * k);
      ctx.lineTo(bl.x, bl.y + (bgl.y - bl.y) * k);
      ctx.moveTo(fr.x, fr.y + (gr.y - fr.y) * k);
      ctx.lineTo(br.x, br.y + (bgr.y - br.y) * k);
    }
    ctx.stroke();
  }

  function drawPosts(ctx, g) {
    const gl = project(g, -1, 1, 0);
    const top = project(g, -1, 1, 1);
    const gr = project(g, 1, 1, 0);
    const w = Math.max(4, g.halfW * 0.035);
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.fillRect(gl.x - w / 2 + 3, top.y + 3, gr.x - gl.x + w, w);
    ctx.fillStyle = '#f7f7fb';
    ctx.fillRect(gl.x - w / 2, top.y - w / 2, w, gl.y - top.y + w / 2);
    ctx.fillRect(gr.x - w / 2, top.y - w / 2, w, gl.y - top.y + w / 2);
    ctx.fillRect(gl.x - w / 2, top.y - w / 2, gr.x - gl.x + w, w);
  }

  function drawKeeper(ctx, g, v) {
    const k = v.keeper;
    const pose = keeperPose(k.dive, k.p);
    const u = KEEPER_TALL * g.gh; // the keeper's height in pixels
    const hip = project(g, pose.hipX, 1, pose.hipY);
    const ground = project(g, pose.hipX, 1, 0);
    // Shadow on the goal line, smaller as the keeper leaves the ground.
    ctx.fillStyle = 'rgba(0,0,0,0.3)';
    ctx.beginPath();
    ctx.ellipse(ground.x, ground.y, u * 0.28, u * 0.06, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.save();
    ctx.translate(hip.x, hip.y);
    ctx.rotate(pose.angle);
    const a = pose.arms;
    const sway = k.dive ? 0 : Math.sin(v.time / 260) * 0.03 * u; // the keeper bounces on the line
    ctx.translate(sway, 0);
    // Legs and boots.
    ctx.fillStyle = '#1a1a22';
    ctx.fillRect(-0.13 * u, 0, 0.11 * u, 0.42 * u);
    ctx.fillRect(0.02 * u, 0, 0.11 * u, 0.42 * u);
    ctx.fillStyle = k.shorts;
    ctx.fillRect(-0.15 * u, -0.04 * u, 0.3 * u, 0.17 * u);
    // Arms: out to the sides when ready, stretched overhead in the dive.
    ctx.strokeStyle = k.shirt;
    ctx.lineCap = 'round';
    ctx.lineWidth = 0.075 * u;
    const hands = [];
    for (const side of [-1, 1]) {
      const sx = side * 0.13 * u;
      const sy = -0.38 * u;
      const hx = side * (0.34 - 0.24 * a) * u;
      const hy = (-0.2 - 0.5 * a) * u;
      ctx.beginPath();
      ctx.moveTo(sx, sy);
      ctx.lineTo(hx, hy);
      ctx.stroke();
      hands.push([hx, hy]);
    }
    // Body with a number on the back... the keeper faces us, so a badge on the chest.
    ctx.fillStyle = k.shirt;
    ctx.beginPath();
    ctx.roundRect(-0.16 * u, -0.44 * u, 0.32 * u, 0.42 * u, 0.06 * u);
    ctx.fill();
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.fillRect(-0.16 * u, -0.2 * u, 0.32 * u, 0.035 * u);
    ctx.fillStyle = k.gloves;
    for (const [hx, hy] of hands) {
      ctx.beginPath();
      ctx.arc(hx, hy, 0.06 * u, 0, Math.PI * 2);
      ctx.fill();
    }
    // Head.
    ctx.fillStyle = '#b97a4e';
    ctx.beginPath();
    ctx.arc(0, -0.53 * u, 0.085 * u, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1b120c';
    ctx.beginPath();
    ctx.arc(0, -0.56 * u, 0.085 * u, Math.PI, 0);
    ctx.fill();
    ctx.restore();
  }

  /* The kicker, seen from behind: runs up from the left of the ball and strikes it. */
  function drawKicker(ctx, g, v) {
    const k = v.kicker;
    const spot = project(g, 0, 0, 0);
    const r = Math.min(1, k.run);
    const scale = 1.12 - 0.12 * r;
    const u = Math.min(g.H * 0.21, g.W * 0.36) * scale;
    const fx = spot.x - g.W * (0.36 - 0.27 * r);
    const fy = spot.ground + g.H * (0.12 - 0.1 * r);
    const stride = k.running ? Math.sin(k.run * 28) : 0;
    const swing = k.kick; // 0 .. 1 the kicking leg comes through
    ctx.save();
    ctx.translate(fx, fy);
    ctx.fillStyle = 'rgba(0,0,0,0.3)';
    ctx.beginPath();
    ctx.ellipse(0, 0, u * 0.22, u * 0.05, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.rotate(k.lean * 0.12);
    // Legs: socks, boots; the right leg swings towards the ball in the kick.
    const leg = (x, lift, fwd) => {
      ctx.fillStyle = '#d9a074';
      ctx.fillRect(x - 0.055 * u, -0.46 * u, 0.11 * u, 0.2 * u);
      ctx.fillStyle = k.socks;
      ctx.fillRect(x - 0.055 * u + fwd, -0.27 * u - lift, 0.11 * u, 0.22 * u);
      ctx.fillStyle = '#111';
      ctx.fillRect(x - 0.065 * u + fwd, -0.06 * u - lift, 0.13 * u, 0.07 * u);
    };
    leg(-0.08 * u, Math.max(0, stride) * 0.08 * u, 0);
    leg(0.08 * u, Math.max(0, -stride) * 0.08 * u + swing * 0.1 * u, swing * 0.14 * u);
    // Shorts and shirt with the number on the back.
    ctx.fillStyle = k.shorts;
    ctx.fillRect(-0.17 * u, -0.56 * u, 0.34 * u, 0.15 * u);
    ctx.fillStyle = k.shirt;
    ctx.beginPath();
    ctx.roundRect(-0.19 * u, -0.92 * u, 0.38 * u, 0.4 * u, 0.07 * u);
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.9)';
    ctx.font = `900 ${Math.round(0.17 * u)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(Kit.num(k.number), 0, -0.73 * u);
    // Arms swing with the stride, and open out for balance in the kick.
    ctx.strokeStyle = '#d9a074';
    ctx.lineWidth = 0.07 * u;
    ctx.lineCap = 'round';
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(side * 0.19 * u, -0.86 * u);
      // A scorer throws both arms up and punches the air.
      if (k.cheer) ctx.lineTo(side * 0.3 * u, (-1.28 - Math.abs(Math.sin(v.time / 120)) * 0.08) * u);
      else ctx.lineTo(side * (0.26 + swing * 0.12) * u, (-0.62 - side * stride * 0.06 - swing * 0.1) * u);
      ctx.stroke();
    }
    // Head, turned a little the way the kicker looks.
    ctx.fillStyle = '#b97a4e';
    ctx.beginPath();
    ctx.arc(k.look * 0.03 * u, -1.02 * u, 0.095 * u, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1b120c';
    ctx.beginPath();
    ctx.arc(-k.look * 0.015 * u, -1.04 * u, 0.092 * u, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  function drawBall(ctx, g, v) {
    const b = v.ball;
    const p = project(g, b.x, b.z, b.h);
    const r = Math.max(3, 0.047 * g.halfW * p.s);
    // The shadow stays on the grass under the ball, fainter as the ball rises.
    const shade = Math.max(0.08, 0.35 - b.h * 0.25);
    ctx.fillStyle = `rgba(0,0,0,${shade})`;
    ctx.beginPath();
    ctx.ellipse(p.x, p.ground, r * 1.1, r * 0.4, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.save();
    ctx.translate(p.x, p.y - r * 0.9);
    ctx.rotate(b.spin);
    const shine = ctx.createRadialGradient(-r * 0.35, -r * 0.35, r * 0.1, 0, 0, r);
    shine.addColorStop(0, '#ffffff');
    shine.addColorStop(1, '#c9cbd6');
    ctx.fillStyle = shine;
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#22232b';
    const patch = (cx, cy, s) => {
      ctx.beginPath();
      for (let i = 0; i < 5; i += 1) {
        const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
        ctx.lineTo(cx + Math.cos(a) * s, cy + Math.sin(a) * s);
      }
      ctx.fill();
    };
    patch(0, 0, r * 0.34);
    for (let i = 0; i < 5; i += 1) {
      const a = (i / 5) * Math.PI * 2 + Math.PI / 2;
      patch(Math.cos(a) * r * 0.82, Math.sin(a) * r * 0.82, r * 0.2);
    }
    ctx.restore();
  }

  function drawAim(ctx, g, v) {
    const a = v.aim;
    const p = project(g, a.x, 1, a.h);
    const spot = project(g, 0, 0, 0);
    // The line the ball would follow, faint, so a beginner sees where the shot goes.
    ctx.setLineDash([4, 6]);
    ctx.strokeStyle = 'rgba(255,255,255,0.35)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(spot.x, spot.ground - 14);
    ctx.quadraticCurveTo((spot.x + p.x) / 2 + a.curve * g.halfW * 0.6, (spot.ground + p.y) / 2, p.x, p.y);
    ctx.stroke();
    ctx.setLineDash([]);
    const pulse = a.locked ? 1 : 0.85 + Math.sin(v.time / 110) * 0.15;
    ctx.strokeStyle = v.theme.accent2;
    ctx.shadowColor = v.theme.accent2;
    ctx.shadowBlur = 10;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(p.x, p.y, 11 * pulse, 0, Math.PI * 2);
    ctx.moveTo(p.x - 17, p.y);
    ctx.lineTo(p.x - 6, p.y);
    ctx.moveTo(p.x + 6, p.y);
    ctx.lineTo(p.x + 17, p.y);
    ctx.moveTo(p.x, p.y - 17);
    ctx.lineTo(p.x, p.y - 6);
    ctx.moveTo(p.x, p.y + 6);
    ctx.lineTo(p.x, p.y + 17);
    ctx.stroke();
    ctx.shadowBlur = 0;
  }

  function drawMeter(ctx, g, v) {
    const m = v.meter;
    const w = 16;
    const h = g.H * 0.26;
    const x = g.W - w - 14;
    const y = g.spotY - h + 10;
    ctx.fillStyle = 'rgba(0,0,0,0.45)';
    ctx.beginPath();
    ctx.roundRect(x - 4, y - 4, w + 8, h + 8, 8);
    ctx.fill();
    const grad = ctx.createLinearGradient(0, y + h, 0, y);
    grad.addColorStop(0, '#3ddc84');
    grad.addColorStop(0.6, '#ffc93c');
    grad.addColorStop(1, '#ff4d4d');
    ctx.globalAlpha = m.active ? 1 : 0.4;
    ctx.fillStyle = grad;
    ctx.fillRect(x, y + h * (1 - m.value), w, h * m.value);
    // The sweet spot: hard enough to beat the keeper, not so hard it flies over.
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 2;
    ctx.strokeRect(x - 1, y + h * (1 - m.sweet[1]), w + 2, h * (m.sweet[1] - m.sweet[0]));
    ctx.fillStyle = '#fff';
    const iy = y + h * (1 - m.value);
    ctx.beginPath();
    ctx.moveTo(x - 10, iy - 6);
    ctx.lineTo(x - 2, iy);
    ctx.lineTo(x - 10, iy + 6);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.font = '700 10px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillStyle = v.theme.text;
    ctx.fillText(Kit.t('POWER'), x + w / 2, y + h + 16);
  }

  /* The kicker's tell: a chevron over the ball pointing where the shot is going (mostly). */
  function drawTell(ctx, g, v) {
    const t = v.tell;
    const spot = project(g, 0, 0, 0);
    const x = spot.x + 10 + t.dir * 24;
    const y = spot.ground - 62 - (t.dir === 0 ? 8 : 0);
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(t.dir * (Math.PI / 2.6));
    ctx.scale(1.3, 1.3);
    ctx.globalAlpha = 0.55 + 0.45 * Math.abs(Math.sin(v.time / 80));
    ctx.fillStyle = '#ffc93c';
    ctx.strokeStyle = 'rgba(0,0,0,0.5)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(0, -16);
    ctx.lineTo(13, 4);
    ctx.lineTo(4, 4);
    ctx.lineTo(4, 14);
    ctx.lineTo(-4, 14);
    ctx.lineTo(-4, 4);
    ctx.lineTo(-13, 4);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }

  function drawBanner(ctx, g, v) {
    const b = v.banner;
    const age = v.time - b.at;
    const pop = age < 160 ? 0.6 + (age / 160) * 0.5 : 1.1 - Math.min(0.1, (age - 160) / 1200);
    ctx.save();
    ctx.translate(g.cx, g.H * 0.6);
    ctx.scale(pop, pop);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `900 ${Math.round(g.W / 6.2)}px system-ui, sans-serif`;
    ctx.lineWidth = 6;
    ctx.strokeStyle = 'rgba(0,0,0,0.55)';
    ctx.strokeText(b.text, 0, 0);
    ctx.fillStyle = b.colour;
    ctx.fillText(b.text, 0, 0);
    if (b.sub) {
      ctx.font = `700 ${Math.round(g.W / 22)}px system-ui, sans-serif`;
      ctx.lineWidth = 4;
      ctx.strokeText(b.sub, 0, g.W / 9);
      ctx.fillStyle = '#fff';
      ctx.fillText(b.sub, 0, g.W / 9);
    }
    ctx.restore();
  }

  function drawConfetti(ctx, v) {
    for (const c of v.confetti) {
      ctx.save();
      ctx.translate(c.x, c.y);
      ctx.rotate(c.rot);
      ctx.fillStyle = c.c;
      ctx.fillRect(-3, -1.5, 6, 3);
      ctx.restore();
    }
  }

  function draw(ctx, W, H, v) {
    const g = geometry(W, H);
    drawPitch(ctx, g, v);
    drawNet(ctx, g, v);
    const behind = v.ball && v.ball.z > 1.0;
    if (behind) drawBall(ctx, g, v);
    drawKeeper(ctx, g, v);
    drawPosts(ctx, g);
    if (v.ball && !behind) drawBall(ctx, g, v);
    if (v.kicker) drawKicker(ctx, g, v);
    if (v.aim) drawAim(ctx, g, v);
    if (v.meter) drawMeter(ctx, g, v);
    if (v.tell) drawTell(ctx, g, v);
    if (v.banner) drawBanner(ctx, g, v);
    drawConfetti(ctx, v);
  }

  window.PenaltyScene = { geometry, project, keeperPose, keeperSegments, draw, GOAL_ASPECT };
})();
