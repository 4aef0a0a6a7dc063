//! Discord's users and channels as the service's [`User`]s and [`Channel`]s.

use serenity::model::id::{ChannelId, GuildId};

use crate::message::{Channel, Platform, User};

/// A Discord user; `nick` is their nickname in the server, the name people see there.
pub fn user(u: &serenity::model::user::User, nick: Option<&str>) -> User {
    let name = nick
        .filter(|n| !n.trim().is_empty())
        .or(u.global_name.as_deref().filter(|n| !n.trim().is_empty()))
        .unwrap_or(&u.name);
    User {
        platform: Platform::Discord,
        id: u.id.to_string(),
        name: name.to_string(),
        username: Some(u.name.clone()),
    }
}

/// The service files games by channel, so a message in a thread reaches it as the parent
/// channel (`parent`) plus the thread.
pub fn channel_of(
    guild: Option<GuildId>,
    channel: ChannelId,
    parent: Option<ChannelId>,
) -> Channel {
    let (id, thread) = match parent {
        Some(parent) => (parent, Some(channel.to_string())),
        None => (channel, None),
    };
    Channel {
        platform: Platform::Discord,
        id: id.to_string(),
        thread,
        // A direct message belongs to no server: its own channel is its community.
        community: guild.map_or_else(|| format!("dm-{channel}"), |g| g.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shown_name_prefers_the_nickname() {
        let u: serenity::model::user::User = serde_json::from_value(serde_json::json!({
            "id": "5", "username": "alice_01", "global_name": "Alice", "discriminator": "0",
            "avatar": null
        }))
        .unwrap();
        assert_eq!(user(&u, None).name, "Alice");
        assert_eq!(user(&u, Some("Ali")).name, "Ali");
        assert_eq!(user(&u, None).username.as_deref(), Some("alice_01"));
        assert_eq!(user(&u, None).id, "5");
    }
}
