//! Tournament pairings and standings, pure: a round robin by the circle method (Berger
//! tables), Swiss rounds by score groups, and the standings with their tie-breaks
//! (Sonneborn–Berger for a round robin, Buchholz for Swiss). Players are indices (their
//! seeds, 0 the first); the service stores and names them.

use std::collections::HashSet;

/// One game of a round: White, and Black (`None`: White has the bye).
pub type Pairing = (usize, Option<usize>);

/// The rounds of a round robin of `players` (Berger tables, by the circle method): each
/// player meets every other once, with colours alternating as evenly as the table allows.
/// An odd number of players gives each one bye. `cycles` 2 plays the table twice, colours
/// swapped.
pub fn round_robin(players: usize, cycles: usize) -> Vec<Vec<Pairing>> {
    if players < 2 {
        return Vec::new();
    }
    let seats = players + players % 2;
    let mut circle: Vec<usize> = (0..seats).collect();
    let mut rounds = Vec::new();
    for round in 0..seats - 1 {
        let mut pairings = Vec::new();
        for board in 0..seats / 2 {
            let (a, b) = (circle[board], circle[seats - 1 - board]);
            // The fixed seat alternates colours round by round; the others keep the side
            // of the circle they sit on, which alternates as the circle turns.
            let (white, black) = if board == 0 {
                if round % 2 == 0 { (a, b) } else { (b, a) }
            } else if board % 2 == 0 {
                (a, b)
            } else {
                (b, a)
            };
            pairings.push(seat_pair(white, black, players));
        }
        rounds.push(pairings);
        // Turn the circle: every seat but the first moves one place.
        let last = circle.pop().expect("seats");
        circle.insert(1, last);
    }
    let first_cycle = rounds.clone();
    for cycle in 1..cycles.max(1) {
        for round in &first_cycle {
            rounds.push(
                round
                    .iter()
                    .map(|&(w, b)| match (cycle % 2, b) {
                        (1, Some(b)) => (b, Some(w)),
                        _ => (w, b),
                    })
                    .collect(),
            );
        }
    }
    rounds
}

/// A pair of seats as a pairing: the seat beyond the players is the bye.
fn seat_pair(white: usize, black: usize, players: usize) -> Pairing {
    match (white < players, black < players) {
        (true, true) => (white, Some(black)),
        (true, false) => (white, None),
        (false, _) => (black, None),
    }
}

/// What a Swiss pairing knows of a player.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SwissPlayer {
    /// Points so far (a win 1, a draw ½).
    pub score: f64,
    /// The players already met.
    pub met: HashSet<usize>,
    /// Games with White minus games with Black.
    pub balance: i32,
    /// The colour of the last game, `true` for White.
    pub last_white: Option<bool>,
    pub had_bye: bool,
    /// Left the tournament: not paired any more.
    pub left: bool,
}

/// The next Swiss round: players ranked by score (then seed); an odd one out gets the bye,
/// the lowest ranked who has not had one; the others are paired top down within the ranking
/// so that no two meet twice (backtracking when the greedy choice leads nowhere; rematches
/// only when no pairing avoids them). Colours go to whoever had fewer Whites, else whoever
/// had Black last, else the higher ranked.
pub fn swiss_round(players: &[SwissPlayer]) -> Vec<Pairing> {
    let mut ranked: Vec<usize> = (0..players.len()).filter(|&i| !players[i].left).collect();
    ranked.sort_by(|&a, &b| {
        players[b]
            .score
            .total_cmp(&players[a].score)
            .then(a.cmp(&b))
    });
    let mut out = Vec::new();
    if ranked.len() % 2 == 1 {
        let at = ranked
            .iter()
            .rposition(|&i| !players[i].had_bye)
            .unwrap_or(ranked.len() - 1);
        out.push((ranked.remove(at), None));
    }
    let mut budget = 200_000usize;
    let pairs = pair_unmet(&ranked, players, &mut budget).unwrap_or_else(|| {
        // Everyone has met everyone available: pair down the ranking.
        ranked.chunks(2).map(|c| (c[0], c[1])).collect()
    });
    let mut games: Vec<Pairing> = pairs
        .into_iter()
        .map(|(a, b)| {
            let (pa, pb) = (&players[a], &players[b]);
            let a_white = match pa.balance.cmp(&pb.balance) {
                std::cmp::Ordering::Less => true,
                std::cmp::Ordering::Greater => false,
                std::cmp::Ordering::Equal => match (pa.last_white, pb.last_white) {
                    (Some(true), Some(false)) | (Some(true), None) => false,
                    (Some(false), _) | (None, Some(true)) => true,
                    _ => true,
                },
            };
            if a_white { (a, Some(b)) } else { (b, Some(a)) }
        })
        .collect();
    // Boards in ranking order, the bye last.
    games.append(&mut out);
    games
}

/// Pairs `ranked` (even length) so that no pair has met, or `None`.
fn pair_unmet(
    ranked: &[usize],
    players: &[SwissPlayer],
    budget: &mut usize,
) -> Option<Vec<(usize, usize)>> {
    let Some((&first, rest)) = ranked.split_first() else {
        return Some(Vec::new());
    };
    for (i, &other) in rest.iter().enumerate() {
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        if players[first].met.contains(&other) {
            continue;
        }
        let remaining: Vec<usize> = rest
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &p)| p)
            .collect();
        if let Some(mut pairs) = pair_unmet(&remaining, players, budget) {
            pairs.insert(0, (first, other));
            return Some(pairs);
        }
    }
    None
}

/// How a pairing ended, as the store keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Played {
    WhiteWon,
    BlackWon,
    Draw,
    /// Black forfeited (had left): White scores.
    WhiteByForfeit,
    BlackByForfeit,
    /// Both had left: no one scores.
    DoubleForfeit,
    Bye,
}

impl Played {
    pub fn parse(code: &str) -> Option<Played> {
        Some(match code {
            "white" => Played::WhiteWon,
            "black" => Played::BlackWon,
            "draw" => Played::Draw,
            "white-forfeit" => Played::WhiteByForfeit,
            "black-forfeit" => Played::BlackByForfeit,
            "double-forfeit" => Played::DoubleForfeit,
            "bye" => Played::Bye,
            _ => return None,
        })
    }

    pub fn code(self) -> &'static str {
        match self {
            Played::WhiteWon => "white",
            Played::BlackWon => "black",
            Played::Draw => "draw",
            Played::WhiteByForfeit => "white-forfeit",
            Played::BlackByForfeit => "black-forfeit",
            Played::DoubleForfeit => "double-forfeit",
            Played::Bye => "bye",
        }
    }

    /// Points of White and of Black.
    pub fn points(self) -> (f64, f64) {
        match self {
            Played::WhiteWon | Played::WhiteByForfeit | Played::Bye => (1.0, 0.0),
            Played::BlackWon | Played::BlackByForfeit => (0.0, 1.0),
            Played::Draw => (0.5, 0.5),
            Played::DoubleForfeit => (0.0, 0.0),
        }
    }
}

/// Which tie-break orders equal scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieBreak {
    SonnebornBerger,
    Buchholz,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    pub player: usize,
    pub points: f64,
    pub played: usize,
    pub tie_break: f64,
}

/// The standings after the `results` known: (white, black, how it ended). Ordered by points,
/// then the tie-break, then seed. Sonneborn–Berger adds the scores of the opponents beaten
/// and half of those drawn with; Buchholz adds the scores of every opponent met.
pub fn standings(
    players: usize,
    results: &[(usize, Option<usize>, Played)],
    tie_break: TieBreak,
) -> Vec<Standing> {
    let mut points = vec![0.0; players];
    let mut played = vec![0usize; players];
    for &(white, black, how) in results {
        let (w, b) = how.points();
        points[white] += w;
        played[white] += 1;
        if let Some(black) = black {
            points[black] += b;
            played[black] += 1;
        }
    }
    let mut tie = vec![0.0; players];
    for &(white, black, how) in results {
        let Some(black) = black else { continue };
        let (w, b) = how.points();
        match tie_break {
            TieBreak::SonnebornBerger => {
                tie[white] += w * points[black];
                tie[black] += b * points[white];
            }
            TieBreak::Buchholz => {
                tie[white] += points[black];
                tie[black] += points[white];
            }
        }
    }
    let mut lines: Vec<Standing> = (0..players)
        .map(|player| Standing {
            player,
            points: points[player],
            played: played[player],
            tie_break: tie[player],
        })
        .collect();
    lines.sort_by(|a, b| {
        b.points
            .total_cmp(&a.points)
            .then(b.tie_break.total_cmp(&a.tie_break))
            .then(a.player.cmp(&b.player))
    });
    lines
}

/// Swiss rounds by default: ⌈log₂ players⌉ + 1, at most players − 1.
pub fn swiss_rounds(players: usize) -> usize {
    let log = usize::BITS - (players.max(2) - 1).leading_zeros();
    (log as usize + 1).min(players.saturating_sub(1)).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_robin_meets_everyone_once() {
        for n in 2..=9 {
            let rounds = round_robin(n, 1);
            assert_eq!(rounds.len(), n + n % 2 - 1, "{n} players");
            let mut met = HashSet::new();
            let mut byes = vec![0; n];
            for round in &rounds {
                let mut seen = HashSet::new();
                for &(w, b) in round {
                    assert!(seen.insert(w));
                    match b {
                        Some(b) => {
                            assert!(seen.insert(b));
                            assert!(met.insert((w.min(b), w.max(b))), "{n}: {w}-{b} twice");
                        }
                        None => byes[w] += 1,
                    }
                }
                assert_eq!(seen.len(), n);
            }
            assert_eq!(met.len(), n * (n - 1) / 2);
            assert!(byes.iter().all(|&b| b == n % 2));
            // Colours: nobody's whites and blacks differ by more than one... give or take
            // the fixed seat's; within two in all.
            let mut balance = vec![0i32; n];
            for &(w, b) in rounds.iter().flatten() {
                if let Some(b) = b {
                    balance[w] += 1;
                    balance[b] -= 1;
                }
            }
            assert!(balance.iter().all(|b| b.abs() <= 2), "{n}: {balance:?}");
        }
        let double = round_robin(4, 2);
        assert_eq!(double.len(), 6);
        assert_eq!(
            double[3][0],
            (double[0][0].1.unwrap(), Some(double[0][0].0))
        );
    }

    #[test]
    fn swiss_rounds_avoid_rematches_and_give_one_bye_each() {
        let n = 11;
        let mut players = vec![SwissPlayer::default(); n];
        for round in 0..swiss_rounds(n) {
            let pairings = swiss_round(&players);
            let mut seen = HashSet::new();
            for &(w, b) in &pairings {
                assert!(seen.insert(w));
                match b {
                    Some(b) => {
                        assert!(seen.insert(b));
                        assert!(!players[w].met.contains(&b), "round {round}: {w}-{b} again");
                        // The higher seed wins.
                        let winner = w.min(b);
                        players[winner].score += 1.0;
                        players[w].met.insert(b);
                        players[b].met.insert(w);
                        players[w].balance += 1;
                        players[b].balance -= 1;
                        players[w].last_white = Some(true);
                        players[b].last_white = Some(false);
                    }
                    None => {
                        assert!(!players[w].had_bye, "a second bye");
                        players[w].had_bye = true;
                        players[w].score += 1.0;
                    }
                }
            }
            assert_eq!(seen.len(), n);
        }
        assert_eq!(swiss_rounds(11), 5);
        assert_eq!(swiss_rounds(9), 5);
        assert_eq!(swiss_rounds(16), 5);
    }

    #[test]
    fn tie_breaks() {
        // 0 beats 1, 1 beats 2, 2 beats 0, 3 loses to all but draws with 0... a small table.
        let results = [
            (0, Some(1), Played::WhiteWon),
            (1, Some(2), Played::WhiteWon),
            (2, Some(0), Played::WhiteWon),
            (0, Some(3), Played::Draw),
            (3, Some(1), Played::BlackWon),
            (2, Some(3), Played::WhiteWon),
        ];
        let sb = standings(4, &results, TieBreak::SonnebornBerger);
        // Points: 0: 1.5, 1: 2, 2: 2, 3: 0.5.
        assert_eq!(sb[0].points, 2.0);
        assert_eq!(sb[3].player, 3);
        // SB of 1: beat 2 (2) and 3 (0.5) = 2.5; of 2: beat 0 (1.5) and 3 (0.5) = 2.0.
        assert_eq!((sb[0].player, sb[0].tie_break), (1, 2.5));
        assert_eq!((sb[1].player, sb[1].tie_break), (2, 2.0));
        let bh = standings(4, &results, TieBreak::Buchholz);
        // Buchholz of 1: 1.5 + 2 + 0.5 = 4; of 2: 2 + 1.5 + 0.5 = 4: seed decides.
        assert_eq!((bh[0].player, bh[0].tie_break), (1, 4.0));
        assert_eq!(bh[1].player, 2);
        // A bye scores a point and is no opponent.
        let bye = standings(2, &[(0, None, Played::Bye)], TieBreak::Buchholz);
        assert_eq!(
            (bye[0].points, bye[0].tie_break, bye[0].played),
            (1.0, 0.0, 1)
        );
    }
}
