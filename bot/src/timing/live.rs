//! A live clock: `live 5+3` gives each player 5 minutes for the whole game and 3 more seconds
//! after each move they make (a Fischer clock, as blitz is played online). A player's clock
//! runs while it is their move; the player whose time runs out loses (or draws, when the
//! opponent could not have won: [`rules::Game::time_out`]). Times are milliseconds: a quick
//! game is counted to the moment, not the second.

use std::fmt;
use std::str::FromStr;

/// The shortest and longest game time, in minutes, and the largest increment, in seconds.
pub const MINUTES: std::ops::RangeInclusive<u32> = 1..=60;
pub const INCREMENT_MAX: u32 = 30;

/// A game's live time control.
///
/// ```
/// use bot::timing::LiveClock;
/// let clock: LiveClock = "5+3".parse().unwrap();
/// assert_eq!(clock.base_ms(), 300_000);
/// assert_eq!(clock.increment_ms(), 3_000);
/// // 12.5 s left when moving, plus the increment.
/// assert_eq!(clock.after_move(12_500), 15_500);
/// assert_eq!(clock.to_string(), "5+3");
/// assert!("61+0".parse::<LiveClock>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LiveClock {
    /// Each player's time for the game.
    pub minutes: u32,
    /// Added after each move, in seconds.
    pub increment: u32,
}

/// Why a live time control was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LiveError {
    #[error("`{0}` is not a time control: write minutes+seconds, e.g. 5+3")]
    NotATimeControl(String),
    #[error("a live game gives each player 1 to 60 minutes")]
    Minutes,
    #[error("a live game adds at most 30 seconds a move")]
    Increment,
}

impl LiveClock {
    pub fn base_ms(self) -> i64 {
        i64::from(self.minutes) * 60_000
    }

    pub fn increment_ms(self) -> i64 {
        i64::from(self.increment) * 1_000
    }

    /// What the player who just moved has for their next turn, with `left` milliseconds
    /// left when they moved.
    pub fn after_move(self, left: i64) -> i64 {
        left.max(0) + self.increment_ms()
    }
}

impl FromStr for LiveClock {
    type Err = LiveError;

    fn from_str(text: &str) -> Result<LiveClock, LiveError> {
        let bad = || LiveError::NotATimeControl(text.to_string());
        let number = |t: &str| -> Result<u32, LiveError> {
            if t.is_empty() || t.len() > 3 || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            t.parse().map_err(|_| bad())
        };
        let (minutes, increment) = match text.trim().split_once('+') {
            Some((m, s)) => (number(m)?, number(s)?),
            None => (number(text.trim())?, 0),
        };
        if !MINUTES.contains(&minutes) {
            return Err(LiveError::Minutes);
        }
        if increment > INCREMENT_MAX {
            return Err(LiveError::Increment);
        }
        Ok(LiveClock { minutes, increment })
    }
}

impl fmt::Display for LiveClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes, self.increment)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_from_1_0_to_60_30() {
        let clock = |t: &str| t.parse::<LiveClock>();
        assert_eq!(clock("1+0").map(|c| c.base_ms()), Ok(60_000));
        assert_eq!(
            clock("60+30").map(|c| c.to_string()).as_deref(),
            Ok("60+30")
        );
        assert_eq!(clock("3").map(|c| c.to_string()).as_deref(), Ok("3+0"));
        assert_eq!(clock("0+5"), Err(LiveError::Minutes));
        assert_eq!(clock("61+0"), Err(LiveError::Minutes));
        assert_eq!(clock("5+31"), Err(LiveError::Increment));
        for bad in [
            "", "+", "5+", "+3", "five", "5+3+1", "-5+3", "5.5+3", "5+3s", "0005+3",
        ] {
            assert!(
                matches!(clock(bad), Err(LiveError::NotATimeControl(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_move_keeps_what_was_left_and_adds_the_increment() {
        let clock: LiveClock = "3+2".parse().unwrap();
        assert_eq!(clock.after_move(0), 2_000);
        assert_eq!(clock.after_move(-40), 2_000);
        assert_eq!(clock.after_move(170_000), 172_000);
    }
}
