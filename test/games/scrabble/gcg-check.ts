/**
 * A checker of .gcg text against the format's documented rules (the Poslfit GCG format that
 * Quackle and Woogles read), written for the tests: it returns the problems found (empty when
 * the file is well formed) and each nickname's last cumulative score.
 *
 * Rules checked: the encoding pragma is the first line; pragmata come before any event; players
 * are `#playerN nick real name` with N from 1 and distinct nicknames without spaces; an event
 * line is one of
 *   `>nick: RACK POS PLAY +score cumul`   a play (PLAY: letters, '.' for a tile played through,
 *                                          lower case for a blank; POS: row first across `8H`,
 *                                          column first down `H8`)
 *   `>nick: RACK -- -score cumul`         a phony taken back: right after that player's play,
 *                                          same rack, its points exactly
 *   `>nick: RACK - +0 cumul`              a pass
 *   `>nick: RACK -TILES +0 cumul`         an exchange (tiles from the rack)
 *   `>nick: - +0 cumul`, `>nick: -N +0 cumul`  a pass, an exchange of N tiles, by a player whose
 *                                          rack is not known (a partial record exported during a game)
 *   `>nick: (TILES) +score cumul`         end: points won from the others' racks
 *   `>nick: RACK (RACK) -score cumul`     end: a rack left counted against its holder (the
 *                                          rack written twice, the same)
 * the rack holds 1 to 7 tiles A–Z or '?', the tiles a play or an exchange uses are on it, and
 * every cumulative is the nick's previous one plus the signed score. After the end lines, no
 * play, pass or exchange follows.
 */
export function checkGcg(text: string): { problems: string[]; totals: Record<string, number>; kinds: Set<string> } {
  const problems: string[] = [];
  const totals: Record<string, number> = {};
  const kinds = new Set<string>();
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines[0] !== '#character-encoding UTF-8') problems.push('line 1 is not the encoding pragma');
  let events = false;
  let ended = false;
  let last: { nick: string; rack: string; score: number; kind: string } | null = null;
  const rackHas = (rack: string, tiles: string) => {
    const rest = [...rack];
    for (const tile of tiles) {
      const at = rest.indexOf(tile);
      if (at < 0) return false;
      rest.splice(at, 1);
    }
    return true;
  };
  lines.forEach((line, i) => {
    const where = `line ${i + 1} "${line}"`;
    if (line.startsWith('#')) {
      if (events && !line.startsWith('#note')) problems.push(`${where}: pragma after events`);
      if (i > 0 && line.startsWith('#character-encoding')) problems.push(`${where}: encoding not first`);
      const player = /^#player(\d+) (\S+) (\S.*)$/.exec(line);
      if (line.startsWith('#player')) {
        if (player === null) problems.push(`${where}: bad player pragma`);
        else if (Number(player[1]) !== Object.keys(totals).length + 1) problems.push(`${where}: players out of order`);
        else if (player[2] in totals) problems.push(`${where}: nickname used twice`);
        else totals[player[2]] = 0;
      }
      return;
    }
    events = true;
    const head = /^>(\S+): (.*)$/.exec(line);
    if (head === null || !(head[1] in totals)) {
      problems.push(`${where}: not an event of a declared player`);
      return;
    }
    const nick = head[1];
    const rest = head[2];
    const patterns: [string, RegExp][] = [
      ['play', /^([A-Z?]{1,7}) ((?:1[0-5]|[1-9])[A-O]|[A-O](?:1[0-5]|[1-9])) ([A-Za-z.]+) \+(\d+) (\d+)$/],
      ['phony', /^([A-Z?]{1,7}) -- -(\d+) (\d+)$/],
      ['pass', /^([A-Z?]{1,7}) - \+0 (\d+)$/],
      ['exchange', /^([A-Z?]{1,7}) -([A-Z?]{1,7}) \+0 (\d+)$/],
      ['unknownPass', /^- \+0 (\d+)$/],
      ['unknownExchange', /^-([1-7]) \+0 (\d+)$/],
      ['endPoints', /^\(([A-Z?]+)\) \+(\d+) (-?\d+)$/],
      ['endPenalty', /^([A-Z?]{1,7}) \(([A-Z?]{1,7})\) -(\d+) (-?\d+)$/],
    ];
    const found = patterns.map(([kind, re]) => [kind, re.exec(rest)] as const).find(([, m]) => m !== null);
    if (found === undefined) {
      problems.push(`${where}: no event form matches`);
      return;
    }
    const [kind, m] = found as [string, RegExpExecArray];
    kinds.add(kind);
    let score = 0;
    let cumul = 0;
    if (kind === 'endPoints' || kind === 'endPenalty') ended = true;
    else if (ended) problems.push(`${where}: a turn after the end lines`);
    switch (kind) {
      case 'play': {
        const tiles = [...m[3]].filter((c) => c !== '.').map((c) => (c === c.toLowerCase() ? '?' : c)).join('');
        if (tiles.length === 0 || !rackHas(m[1], tiles)) problems.push(`${where}: the play's tiles are not on the rack`);
        score = Number(m[4]);
        cumul = Number(m[5]);
        break;
      }
      case 'phony':
        score = -Number(m[2]);
        cumul = Number(m[3]);
        if (last === null || last.kind !== 'play' || last.nick !== nick || last.rack !== m[1] || last.score !== -score) problems.push(`${where}: a take-back that does not follow its play`);
        break;
      case 'pass':
        cumul = Number(m[2]);
        break;
      case 'exchange':
        if (!rackHas(m[1], m[2])) problems.push(`${where}: exchanged tiles not on the rack`);
        cumul = Number(m[3]);
        break;
      case 'unknownPass':
        cumul = Number(m[1]);
        break;
      case 'unknownExchange':
        cumul = Number(m[2]);
        break;
      case 'endPoints':
        score = Number(m[2]);
        cumul = Number(m[3]);
        break;
      case 'endPenalty':
        if (m[1] !== m[2]) problems.push(`${where}: the rack is not written twice the same`);
        score = -Number(m[3]);
        cumul = Number(m[4]);
        break;
    }
    if (totals[nick] + score !== cumul) problems.push(`${where}: cumulative ${cumul} is not ${totals[nick]} ${score >= 0 ? '+' : '-'} ${Math.abs(score)}`);
    totals[nick] = cumul;
    last = { nick, rack: kind === 'endPoints' ? '' : m[1], score, kind };
  });
  return { problems, totals, kinds };
}
