//! Sharding: which of the bot's gateway shards this process runs, and which shard an event
//! belongs to.
//!
//! Discord splits a bot's servers over `total` shards: a server's events go to shard
//! `(guild_id >> 22) % total`, direct messages to shard 0, and each shard is one gateway
//! connection identified with `[shard_id, total]`. Discord requires sharding past 2,500
//! servers. Several processes share the work by each running a range of the shards
//! (`DISCORD_SHARDS=0-3/8` here, `4-7/8` there) on one database; unset, one process runs
//! every shard Discord recommends (`GET /gateway/bot`).
//!
//! ```
//! use bot::platform::discord::ShardRange;
//!
//! let range: ShardRange = "2-3/8".parse().unwrap();
//! assert_eq!((range.first, range.last, range.total), (2, 3, 8));
//! assert_eq!(range.count(), 2);
//! assert_eq!(range.to_string(), "2-3/8");
//! // A guild's events go to the shard its id says.
//! assert_eq!(ShardRange::all(8).shard_of(Some(3 << 22)), 3);
//! assert_eq!(ShardRange::all(8).shard_of(None), 0, "direct messages: shard 0");
//! assert!("4/4".parse::<ShardRange>().is_err(), "shards are numbered from 0");
//! ```

use std::fmt;
use std::str::FromStr;

use serenity::all::{GuildId, Interaction, ShardId};

/// The shards `first..=last` of `total`, run by this process.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

/// Why `DISCORD_SHARDS` cannot be read; the message names the variable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "DISCORD_SHARDS is `{value}`: {why}; expected FIRST-LAST/TOTAL, e.g. 0-3/8 for shards 0 to 3 of 8 (or ID/TOTAL for one shard)"
)]
pub struct ShardsError {
    value: String,
    why: &'static str,
}

impl ShardRange {
    /// Every shard of `total` (at least one).
    pub fn all(total: u32) -> ShardRange {
        let total = total.max(1);
        ShardRange {
            first: 0,
            last: total - 1,
            total,
        }
    }

    /// How many shards this process runs.
    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }

    pub fn contains(&self, shard: u32) -> bool {
        (self.first..=self.last).contains(&shard)
    }

    /// The shard Discord sends the events of `guild` on (direct messages: `None`).
    pub fn shard_of(&self, guild: Option<u64>) -> u32 {
        match guild {
            Some(id) => ((id >> 22) % u64::from(self.total)) as u32,
            None => 0,
        }
    }

    /// Whether an event of `guild` that came on shard `received_on` is this process's to
    /// handle: it came on the shard Discord sends that guild's events on, and that shard is
    /// one of this process's. Discord never sends an event elsewhere; a gateway (or a proxy
    /// in front of it) that did would otherwise have it answered by several shards.
    pub fn owns(&self, received_on: ShardId, guild: Option<GuildId>) -> bool {
        let shard = self.shard_of(guild.map(GuildId::get));
        shard == received_on.0 && self.contains(shard)
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

impl FromStr for ShardRange {
    type Err = ShardsError;

    fn from_str(text: &str) -> Result<ShardRange, ShardsError> {
        let fail = |why| ShardsError {
            value: text.to_string(),
            why,
        };
        let number = |part: &str| part.trim().parse::<u32>().map_err(|_| fail("not a number"));
        let (range, total) = text.split_once('/').ok_or_else(|| fail("no /TOTAL"))?;
        let total = number(total)?;
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (number(first)?, number(last)?),
            None => {
                let id = number(range)?;
                (id, id)
            }
        };
        if total == 0 {
            return Err(fail("the total must be at least 1"));
        }
        if first > last {
            return Err(fail("the first shard comes after the last"));
        }
        if last >= total {
            return Err(fail("shards are numbered from 0 to TOTAL-1"));
        }
        Ok(ShardRange { first, last, total })
    }
}

/// The guild an interaction happened in; `None` in direct messages.
pub fn guild_of(interaction: &Interaction) -> Option<GuildId> {
    match interaction {
        Interaction::Command(command) | Interaction::Autocomplete(command) => command.guild_id,
        Interaction::Component(press) => press.guild_id,
        Interaction::Modal(modal) => modal.guild_id,
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_single_shards_are_read() {
        let parse = |text: &str| text.parse::<ShardRange>();
        assert_eq!(
            parse("0-3/8"),
            Ok(ShardRange {
                first: 0,
                last: 3,
                total: 8
            })
        );
        assert_eq!(parse(" 5 / 6 ").map(|r| (r.first, r.last)), Ok((5, 5)));
        assert_eq!(parse("0-0/1"), Ok(ShardRange::all(1)));
    }

    #[test]
    fn bad_values_say_what_is_wrong_and_name_the_variable() {
        for (text, why) in [
            ("8", "no /TOTAL"),
            ("a-3/8", "not a number"),
            ("0-3/", "not a number"),
            ("-1-3/8", "not a number"),
            ("0-3/0", "at least 1"),
            ("3-1/8", "comes after"),
            ("0-8/8", "from 0 to TOTAL-1"),
        ] {
            let error = text.parse::<ShardRange>().unwrap_err().to_string();
            assert!(error.starts_with("DISCORD_SHARDS is"), "{error}");
            assert!(error.contains(why), "{text}: {error}");
            assert!(error.contains(text), "{error}");
        }
    }

    #[test]
    fn events_belong_to_the_shard_of_their_guild() {
        let range: ShardRange = "1-2/4".parse().unwrap();
        let guild = |shard: u64| GuildId::new((1000 << 22) + (shard << 22) + 5);
        assert_eq!(range.shard_of(Some(guild(0).get())), 0);
        assert!(range.owns(ShardId(1), Some(guild(1))));
        assert!(range.owns(ShardId(2), Some(guild(2))));
        assert!(!range.owns(ShardId(2), Some(guild(1))), "not on its shard");
        assert!(!range.owns(ShardId(0), Some(guild(0))), "another process's");
        assert!(
            !range.owns(ShardId(1), None),
            "direct messages go to shard 0"
        );
        assert!(ShardRange::all(1).owns(ShardId(0), None));
    }
}
