//! A time bank: `bank=30+1/45` is 30 days to spend over the whole game, 1 more day for
//! each move made, never more than 45 days banked (SchemingMind's correspondence clock).
//! Hours are written with `h`: `bank=72h+12h/96h`. Days are the default unit.

use std::fmt;

use crate::clock::{DAY, HOUR};

/// The longest a bank may start with or hold: a year.
const LONGEST: i64 = 365 * DAY;

/// A game's time bank, in seconds.
///
/// ```
/// use bot::timing::TimeBank;
/// let bank: TimeBank = "30+1/45".parse().unwrap();
/// assert_eq!(bank.start, 30 * 86_400);
/// // 2 days left when moving, plus the 1-day increment.
/// assert_eq!(bank.after_move(2 * 86_400), 3 * 86_400);
/// // Never more than the cap.
/// assert_eq!(bank.after_move(45 * 86_400), 45 * 86_400);
/// assert_eq!(bank.to_string(), "30+1/45");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeBank {
    /// What each player starts with.
    pub start: i64,
    /// Added after each move of theirs.
    pub increment: i64,
    /// The most a player may have banked; `None`: no cap.
    pub cap: Option<i64>,
}

/// Why a bank's text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BankError {
    #[error("`{0}` is not a time: write days as a number (30) or hours with h (36h)")]
    NotATime(String),
    #[error("a bank needs at least an hour to start with")]
    TooShort,
    #[error("a bank holds at most 365 days")]
    TooLong,
    #[error("the cap is below what the bank starts with")]
    CapBelowStart,
}

impl TimeBank {
    /// What the player who just moved has banked for their next turn, with `left` seconds
    /// left when they moved.
    pub fn after_move(&self, left: i64) -> i64 {
        let banked = left.max(0) + self.increment;
        match self.cap {
            Some(cap) => banked.min(cap),
            None => banked.min(LONGEST),
        }
    }
}

fn duration(text: &str) -> Result<i64, BankError> {
    let bad = || BankError::NotATime(text.to_string());
    let (number, unit) = match text.strip_suffix(['h', 'H']) {
        Some(hours) => (hours, HOUR),
        None => (text.strip_suffix(['d', 'D']).unwrap_or(text), DAY),
    };
    let n: u64 = number.parse().map_err(|_| bad())?;
    match i64::try_from(n) {
        Ok(n) if n <= LONGEST / HOUR => Ok(n * unit),
        _ => Err(BankError::TooLong),
    }
}

impl std::str::FromStr for TimeBank {
    type Err = BankError;

    /// `start[+increment][/cap]`, each in days or, with `h`, hours.
    fn from_str(text: &str) -> Result<TimeBank, BankError> {
        let (rest, cap) = match text.split_once('/') {
            Some((rest, cap)) => (rest, Some(duration(cap)?)),
            None => (text, None),
        };
        let (start, increment) = match rest.split_once('+') {
            Some((start, increment)) => (duration(start)?, duration(increment)?),
            None => (duration(rest)?, 0),
        };
        if start < HOUR {
            return Err(BankError::TooShort);
        }
        if [Some(start), Some(increment), cap]
            .into_iter()
            .flatten()
            .any(|t| t > LONGEST)
        {
            return Err(BankError::TooLong);
        }
        if cap.is_some_and(|cap| cap < start) {
            return Err(BankError::CapBelowStart);
        }
        Ok(TimeBank {
            start,
            increment,
            cap,
        })
    }
}

/// Whole days as a number, other times in hours: `30`, `36h`.
fn write(f: &mut fmt::Formatter<'_>, seconds: i64) -> fmt::Result {
    if seconds % DAY == 0 {
        write!(f, "{}", seconds / DAY)
    } else {
        write!(f, "{}h", seconds / HOUR)
    }
}

impl fmt::Display for TimeBank {
    /// The form it is typed in.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write(f, self.start)?;
        if self.increment > 0 {
            f.write_str("+")?;
            write(f, self.increment)?;
        }
        if let Some(cap) = self.cap {
            f.write_str("/")?;
            write(f, cap)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn banks_read_days_and_hours() {
        let bank: TimeBank = "72h+12h/96h".parse().unwrap();
        assert_eq!(
            bank,
            TimeBank {
                start: 72 * HOUR,
                increment: 12 * HOUR,
                cap: Some(96 * HOUR)
            }
        );
        assert_eq!(bank.to_string(), "3+12h/4");
        let plain: TimeBank = "10".parse().unwrap();
        assert_eq!((plain.increment, plain.cap), (0, None));
        assert_eq!("10d+1d".parse::<TimeBank>().unwrap().to_string(), "10+1");
    }

    #[test]
    fn bad_banks_say_why() {
        assert_eq!(
            "x".parse::<TimeBank>(),
            Err(BankError::NotATime("x".into()))
        );
        assert_eq!(
            "30+".parse::<TimeBank>(),
            Err(BankError::NotATime("".into()))
        );
        assert_eq!("0".parse::<TimeBank>(), Err(BankError::TooShort));
        assert_eq!("400".parse::<TimeBank>(), Err(BankError::TooLong));
        assert_eq!("99999999999".parse::<TimeBank>(), Err(BankError::TooLong));
        assert_eq!("30/20".parse::<TimeBank>(), Err(BankError::CapBelowStart));
        assert_eq!(
            "-3".parse::<TimeBank>(),
            Err(BankError::NotATime("-3".into()))
        );
    }

    #[test]
    fn a_move_banks_what_was_left_plus_the_increment_up_to_the_cap() {
        let bank: TimeBank = "30+1/45".parse().unwrap();
        assert_eq!(bank.after_move(0), DAY);
        assert_eq!(bank.after_move(44 * DAY + 5), 45 * DAY);
        let uncapped: TimeBank = "1+1".parse().unwrap();
        assert_eq!(uncapped.after_move(400 * DAY), LONGEST);
    }
}
