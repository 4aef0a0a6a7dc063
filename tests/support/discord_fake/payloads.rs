//! Discord objects as the API documents them (v10), built the way Discord sends them.

use serde_json::{Value, json};

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const GUILD_ID: u64 = 900_000_000_000_000_010;
pub const CHANNEL_ID: u64 = 900_000_000_000_000_020;
pub const OWNER_ID: u64 = 900_000_000_000_000_030;
/// A role with Manage Server.
pub const MODERATOR_ROLE: u64 = 900_000_000_000_000_040;
pub const TIMESTAMP: &str = "2026-11-01T10:00:00.000000+00:00";

/// A person in the fake server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Person {
    pub id: u64,
    pub name: &'static str,
    /// Holds the moderator role (Manage Server).
    pub moderator: bool,
}

impl Person {
    pub const fn new(id: u64, name: &'static str) -> Person {
        Person {
            id,
            name,
            moderator: false,
        }
    }

    pub fn user(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.name.to_lowercase(),
            "global_name": self.name,
            "discriminator": "0",
            "avatar": null,
            "bot": false,
            "public_flags": 0,
        })
    }

    pub fn roles(&self) -> Vec<String> {
        if self.moderator {
            vec![MODERATOR_ROLE.to_string()]
        } else {
            vec![]
        }
    }

    /// The member object of a message (no `user`, no permissions).
    pub fn message_member(&self) -> Value {
        json!({
            "roles": self.roles(),
            "joined_at": TIMESTAMP,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "nick": null,
            "premium_since": null,
            "pending": false,
        })
    }

    /// The member object of an interaction: with `user` and the permissions in the channel.
    pub fn interaction_member(&self) -> Value {
        let mut m = self.message_member();
        m["user"] = self.user();
        let permissions: u64 = if self.moderator || self.id == OWNER_ID {
            // VIEW_CHANNEL | SEND_MESSAGES | MANAGE_GUILD
            (1 << 10) | (1 << 11) | (1 << 5)
        } else {
            (1 << 10) | (1 << 11)
        };
        m["permissions"] = json!(permissions.to_string());
        m
    }
}

pub fn bot_user() -> Value {
    json!({
        "id": BOT_ID.to_string(),
        "username": "dama",
        "global_name": null,
        "discriminator": "0",
        "avatar": null,
        "bot": true,
        "public_flags": 0,
    })
}

/// A message object. `author` is a user object; `mentions` user objects, each with a
/// `member` as Discord adds in guilds.
pub fn message(
    id: u64,
    channel_id: u64,
    guild: bool,
    author: Value,
    member: Option<Value>,
    content: &str,
    mentions: Vec<Value>,
) -> Value {
    let mut m = json!({
        "id": id.to_string(),
        "channel_id": channel_id.to_string(),
        "author": author,
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": mentions,
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
        "components": [],
    });
    if guild {
        m["guild_id"] = json!(GUILD_ID.to_string());
    }
    if let Some(member) = member {
        m["member"] = member;
    }
    m
}

/// The guild as `GET /guilds/{id}` answers: @everyone without Manage Server, and a
/// moderator role with it.
pub fn guild() -> Value {
    guild_with_id(GUILD_ID)
}

/// [`guild`] under another id (a server on another shard).
pub fn guild_with_id(id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "name": "Draughts club",
        "owner_id": OWNER_ID.to_string(),
        "roles": [
            { "id": id.to_string(), "name": "@everyone", "permissions": ((1u64 << 10) | (1 << 11)).to_string(),
              "color": 0, "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null }, "hoist": false, "position": 0, "managed": false, "mentionable": false },
            { "id": MODERATOR_ROLE.to_string(), "name": "moderator", "permissions": (1u64 << 5).to_string(),
              "color": 0, "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null }, "hoist": false, "position": 1, "managed": false, "mentionable": false },
        ],
    })
}

/// A channel object: a text channel, or a public thread of `parent`.
pub fn channel(id: u64, parent: Option<u64>, name: &str) -> Value {
    channel_in(GUILD_ID, id, parent, name)
}

/// [`channel`] in the guild `guild`.
pub fn channel_in(guild: u64, id: u64, parent: Option<u64>, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "type": if parent.is_some() { 11 } else { 0 },
        "guild_id": guild.to_string(),
        "name": name,
        "parent_id": parent.map(|p| p.to_string()),
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
    })
}

/// The fields every interaction has.
pub fn interaction(
    id: u64,
    kind: u8,
    token: &str,
    channel_id: u64,
    person: &Person,
    data: Value,
) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "data": data,
        "guild_id": GUILD_ID.to_string(),
        "channel_id": channel_id.to_string(),
        "channel": { "id": channel_id.to_string(), "type": 0, "name": "draughts", "guild_id": GUILD_ID.to_string() },
        "member": person.interaction_member(),
        "token": token,
        "version": 1,
        "app_permissions": "2248473465835073",
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": { "0": GUILD_ID.to_string() },
        "context": 0,
        "attachment_size_limit": 10_485_760,
    })
}

/// GUILD_CREATE's guild `id`, with its text channel `channel`: what fills serenity's cache
/// (roles, channels, owner).
pub fn guild_create(id: u64, channel: u64) -> Value {
    let mut g = guild_with_id(id);
    for (key, value) in [
        ("icon", Value::Null),
        ("icon_hash", Value::Null),
        ("splash", Value::Null),
        ("discovery_splash", Value::Null),
        ("afk_channel_id", Value::Null),
        ("afk_timeout", json!(300)),
        ("verification_level", json!(0)),
        ("default_message_notifications", json!(0)),
        ("explicit_content_filter", json!(0)),
        ("emojis", json!([])),
        ("features", json!([])),
        ("mfa_level", json!(0)),
        ("application_id", Value::Null),
        ("system_channel_id", Value::Null),
        ("system_channel_flags", json!(0)),
        ("rules_channel_id", Value::Null),
        ("vanity_url_code", Value::Null),
        ("description", Value::Null),
        ("banner", Value::Null),
        ("premium_tier", json!(0)),
        ("preferred_locale", json!("en-US")),
        ("public_updates_channel_id", Value::Null),
        ("nsfw_level", json!(0)),
        ("stickers", json!([])),
        ("premium_progress_bar_enabled", json!(false)),
        ("joined_at", json!(TIMESTAMP)),
        ("large", json!(false)),
        ("unavailable", json!(false)),
        ("member_count", json!(4)),
        ("voice_states", json!([])),
        ("members", json!([])),
        (
            "channels",
            json!([channel_in(id, channel, None, "draughts")]),
        ),
        ("threads", json!([])),
        ("presences", json!([])),
        ("stage_instances", json!([])),
        ("guild_scheduled_events", json!([])),
    ] {
        g[key] = value;
    }
    g
}

/// An interaction as a server keeping to the documented minimum sends it: without the fields
/// the documentation marks optional (`locale`, `guild_locale`, `context`, the deprecated
/// `channel_id` beside `channel`), without those added to it lately (`entitlements`,
/// `attachment_size_limit`, `authorizing_integration_owners`), and with a member that leaves
/// out its voice state and flags.
pub fn documented_minimum(mut interaction: Value) -> Value {
    let object = interaction.as_object_mut().expect("an interaction object");
    for key in [
        "locale",
        "guild_locale",
        "context",
        "channel_id",
        "entitlements",
        "attachment_size_limit",
        "authorizing_integration_owners",
    ] {
        object.remove(key);
    }
    if let Some(member) = object.get_mut("member").and_then(Value::as_object_mut) {
        for key in ["deaf", "mute", "flags", "pending", "premium_since", "nick"] {
            member.remove(key);
        }
    }
    interaction
}
