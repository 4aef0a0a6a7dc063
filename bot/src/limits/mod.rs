//! Limits that keep one person, one channel or one raid from slowing down everyone else,
//! each set by a `LIMIT_*` variable whose default a normal game never meets.
//!
//! | variable | default | what |
//! |---|---|---|
//! | `LIMIT_PERSON_BURST` | 20 | commands a person may send at once |
//! | `LIMIT_PERSON_PER_MINUTE` | 60 | commands a minute a person may send after that |
//! | `LIMIT_CHANNEL_BURST` | 60 | commands a channel (everyone in it) may send at once |
//! | `LIMIT_CHANNEL_PER_MINUTE` | 240 | commands a minute a channel may send after that |
//! | `LIMIT_ENGINE_PER_PERSON` | 2 | engine requests (hints, analyses, the bot's moves) of one person queued or running at once |
//! | `LIMIT_QUEUE_PER_CHANNEL` | 100 | replies waiting to be sent in one channel (the oldest are dropped past it) |
//! | `LIMIT_QUEUE_TOTAL` | 10000 | replies waiting to be sent in all channels of a platform |
//! | `LIMIT_TELEGRAM_PER_SECOND` | 30 | messages a second to Telegram in all (its documented limit) |
//! | `LIMIT_TELEGRAM_PER_GROUP_PER_MINUTE` | 20 | messages a minute to one Telegram group |
//! | `LIMIT_DISCORD_PER_SECOND` | 45 | messages a second posted to Discord (its global limit is 50 requests a second; the rest is left to the bot's other calls) |
//!
//! A budget of 0 a minute turns that limit off. Messages written by bots (the bot's own
//! included) are never answered, whatever the budgets.

mod bucket;
mod gate;

use std::collections::BTreeMap;

pub use bucket::{Bucket, Budget};
pub use gate::{Admission, Gate};

use crate::outgoing::fair::Bounds;
use crate::platform::telegram::rates::TelegramRates;

/// Every `LIMIT_*` variable, as [`Limits::from_vars`] reads them.
pub const VARIABLES: [&str; 10] = [
    "LIMIT_PERSON_BURST",
    "LIMIT_PERSON_PER_MINUTE",
    "LIMIT_CHANNEL_BURST",
    "LIMIT_CHANNEL_PER_MINUTE",
    "LIMIT_ENGINE_PER_PERSON",
    "LIMIT_QUEUE_PER_CHANNEL",
    "LIMIT_QUEUE_TOTAL",
    "LIMIT_TELEGRAM_PER_SECOND",
    "LIMIT_TELEGRAM_PER_GROUP_PER_MINUTE",
    "LIMIT_DISCORD_PER_SECOND",
];

/// All the limits of a process.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub person: Budget,
    pub channel: Budget,
    /// Engine requests of one person queued or running at once.
    pub engine_per_person: usize,
    pub queue: Bounds,
    pub telegram: TelegramRates,
    pub discord_per_second: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            person: Budget {
                burst: 20,
                per_minute: 60,
            },
            channel: Budget {
                burst: 60,
                per_minute: 240,
            },
            engine_per_person: 2,
            queue: Bounds::default(),
            telegram: TelegramRates::default(),
            // Discord's global limit is 50 requests a second, lookups and edits included:
            // the messages leave room for the rest.
            discord_per_second: 45,
        }
    }
}

/// A `LIMIT_*` variable that is not a number it can take.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{variable} is `{value}`: {expected}")]
pub struct LimitsError {
    pub variable: &'static str,
    pub value: String,
    pub expected: &'static str,
}

impl Limits {
    /// The limits from the `LIMIT_*` variables set (the others keep their defaults).
    ///
    /// ```
    /// use std::collections::BTreeMap;
    /// use bot::limits::Limits;
    /// let vars = BTreeMap::from([("LIMIT_PERSON_BURST".to_string(), "5".to_string())]);
    /// assert_eq!(Limits::from_vars(&vars).unwrap().person.burst, 5);
    /// let bad = BTreeMap::from([("LIMIT_QUEUE_TOTAL".to_string(), "lots".to_string())]);
    /// assert!(Limits::from_vars(&bad).unwrap_err().to_string().contains("LIMIT_QUEUE_TOTAL"));
    /// ```
    pub fn from_vars(vars: &BTreeMap<String, String>) -> Result<Limits, LimitsError> {
        let mut limits = Limits::default();
        let number = |variable: &'static str, min: u64| -> Result<Option<u64>, LimitsError> {
            let Some(value) = vars.get(variable) else {
                return Ok(None);
            };
            let expected = if min == 0 {
                "a whole number, 0 or more"
            } else {
                "a whole number, 1 or more"
            };
            match value.trim().parse::<u64>() {
                Ok(n) if n >= min && n <= u64::from(u32::MAX) => Ok(Some(n)),
                _ => Err(LimitsError {
                    variable,
                    value: value.clone(),
                    expected,
                }),
            }
        };
        let small = |n: u64| u32::try_from(n).unwrap_or(u32::MAX);
        if let Some(n) = number("LIMIT_PERSON_BURST", 0)? {
            limits.person.burst = small(n);
        }
        if let Some(n) = number("LIMIT_PERSON_PER_MINUTE", 0)? {
            limits.person.per_minute = small(n);
        }
        if let Some(n) = number("LIMIT_CHANNEL_BURST", 0)? {
            limits.channel.burst = small(n);
        }
        if let Some(n) = number("LIMIT_CHANNEL_PER_MINUTE", 0)? {
            limits.channel.per_minute = small(n);
        }
        if let Some(n) = number("LIMIT_ENGINE_PER_PERSON", 1)? {
            limits.engine_per_person = n as usize;
        }
        if let Some(n) = number("LIMIT_QUEUE_PER_CHANNEL", 1)? {
            limits.queue.per_lane = n as usize;
        }
        if let Some(n) = number("LIMIT_QUEUE_TOTAL", 1)? {
            limits.queue.total = n as usize;
        }
        if let Some(n) = number("LIMIT_TELEGRAM_PER_SECOND", 1)? {
            limits.telegram.per_second = small(n);
        }
        if let Some(n) = number("LIMIT_TELEGRAM_PER_GROUP_PER_MINUTE", 1)? {
            limits.telegram.per_group_per_minute = small(n);
        }
        if let Some(n) = number("LIMIT_DISCORD_PER_SECOND", 1)? {
            limits.discord_per_second = small(n);
        }
        Ok(limits)
    }

    /// The gate of incoming messages these limits make.
    pub fn gate(&self) -> Gate {
        Gate::new(self.person, self.channel)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variable_is_read_and_zero_turns_a_budget_off() {
        let vars: BTreeMap<String, String> = VARIABLES
            .iter()
            .map(|v| (v.to_string(), "7".to_string()))
            .collect();
        let limits = Limits::from_vars(&vars).unwrap();
        assert_eq!(
            limits.person,
            Budget {
                burst: 7,
                per_minute: 7
            }
        );
        assert_eq!(
            limits.channel,
            Budget {
                burst: 7,
                per_minute: 7
            }
        );
        assert_eq!(limits.engine_per_person, 7);
        assert_eq!(
            limits.queue,
            Bounds {
                per_lane: 7,
                total: 7
            }
        );
        assert_eq!(limits.telegram.per_second, 7);
        assert_eq!(limits.telegram.per_group_per_minute, 7);
        assert_eq!(limits.discord_per_second, 7);
        let off = BTreeMap::from([("LIMIT_PERSON_PER_MINUTE".to_string(), "0".to_string())]);
        assert!(Limits::from_vars(&off).unwrap().person.is_unlimited());
        let bad = BTreeMap::from([("LIMIT_ENGINE_PER_PERSON".to_string(), "0".to_string())]);
        assert!(Limits::from_vars(&bad).is_err());
    }
}
