//! Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2012), one game at a
//! time: the bot treats every finished game as a rating period of its own, so a rating moves
//! as soon as a game ends.
//!
//! ```
//! use bot::rating::{Rating, Score};
//! let alice = Rating::default();
//! let bob = Rating::default();
//! let (alice, bob) = Rating::after_game(alice, bob, Score::Win);
//! assert!(alice.rating > 1500.0 && bob.rating < 1500.0);
//! ```

/// Converts between the Glicko scale (1500 ± …) and the Glicko-2 scale.
const SCALE: f64 = 173.7178;
/// The system constant τ: how much volatility may change; Glickman suggests 0.3 to 1.2.
pub const TAU: f64 = 0.5;
const EPSILON: f64 = 0.000_001;

/// A player's rating on the Glicko scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    /// The rating deviation (RD): how uncertain the rating is.
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500, RD 350, volatility 0.06.
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// A game's result for the player being rated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    fn value(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
        }
    }

    pub fn reversed(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating after one rating period with these games, with the system constant `tau`.
    pub fn updated(self, games: &[(Rating, Score)], tau: f64) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: phi_star * SCALE,
                ..self
            };
        }
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for (opponent, score) in games {
            let mu_j = (opponent.rating - 1500.0) / SCALE;
            let phi_j = opponent.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            let g_j = g(phi_j);
            inverse_v += g_j * g_j * e * (1.0 - e);
            sum += g_j * (score.value() - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        let sigma = new_volatility(sigma, phi, v, delta, tau);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: mu_new * SCALE + 1500.0,
            deviation: phi_new * SCALE,
            volatility: sigma,
        }
    }

    /// Both players' ratings after a game between them; `score` is the first player's.
    pub fn after_game(first: Rating, second: Rating, score: Score) -> (Rating, Rating) {
        (
            first.updated(&[(second, score)], TAU),
            second.updated(&[(first, score.reversed())], TAU),
        )
    }
}

/// Step 5 of the paper: the new volatility, by the Illinois algorithm.
fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let denominator = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * denominator * denominator)
            - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    // Bounded: the method converges in a few dozen steps; the bound keeps a NaN from looping.
    for _ in 0..200 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The worked example of Glickman's paper: a 1500 / 200 / 0.06 player beats a 1400 / 30
    /// player and loses to 1550 / 100 and 1700 / 300, with τ = 0.5.
    #[test]
    fn glickmans_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let games = [
            (
                Rating {
                    rating: 1400.0,
                    deviation: 30.0,
                    volatility: 0.06,
                },
                Score::Win,
            ),
            (
                Rating {
                    rating: 1550.0,
                    deviation: 100.0,
                    volatility: 0.06,
                },
                Score::Loss,
            ),
            (
                Rating {
                    rating: 1700.0,
                    deviation: 300.0,
                    volatility: 0.06,
                },
                Score::Loss,
            ),
        ];
        let after = player.updated(&games, 0.5);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let after = player.updated(&[], 0.5);
        assert_eq!(after.rating, 1500.0);
        assert!(
            (after.deviation - (200.0f64.powi(2) / SCALE.powi(2) + 0.0036).sqrt() * SCALE).abs()
                < 1e-9
        );
    }

    #[test]
    fn a_game_moves_both_players_the_same_way_for_equals() {
        let (a, b) = Rating::after_game(Rating::default(), Rating::default(), Score::Win);
        assert!((a.rating - 1500.0 - (1500.0 - b.rating)).abs() < 1e-9);
        assert!(a.rating > 1600.0, "a new player moves a lot: {a:?}");
        let (c, d) = Rating::after_game(Rating::default(), Rating::default(), Score::Draw);
        assert!((c.rating - 1500.0).abs() < 1e-9 && (d.rating - 1500.0).abs() < 1e-9);
        assert!(c.deviation < 350.0);
    }
}
