//! Conversations between people where one of them installed the app for themselves (a
//! user-installed app, https://discord.com/developers/docs/tutorials/developing-a-user-installable-app):
//! DMs and group DMs the bot is no member of. Interactions come from there with no
//! `guild_id`, a `user` instead of a `member`, `context` 2 (a private channel) and the
//! installing person in `authorizing_integration_owners` under "1" (user install); the
//! bot's own calls to such a channel are refused (50001 Missing Access): it can only answer
//! the interactions, by their response and webhook.

use serde_json::{Value, json};

use super::FakeDiscord;
use super::payloads::{APP_ID, Person};

impl FakeDiscord {
    /// A DM between two people, or a group DM among more; returns its id.
    pub fn private_channel(&self, people: &[&Person]) -> u64 {
        let id = self.new_id();
        self.state.private_channels.lock().unwrap().insert(id);
        let _ = people;
        id
    }

    /// An interaction as Discord sends it from a private channel, for `person`, who
    /// installed the app for themselves.
    fn private_interaction(
        &self,
        kind: u8,
        token: &str,
        channel: u64,
        person: &Person,
        data: Value,
    ) -> Value {
        json!({
            "id": self.new_id().to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "channel_id": channel.to_string(),
            "channel": { "id": channel.to_string(), "type": 1, "flags": 0, "last_message_id": null },
            "user": person.user(),
            "token": token,
            "version": 1,
            "app_permissions": "250685575168",
            "locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": { "1": person.id.to_string() },
            "context": 2,
            "attachment_size_limit": 10_485_760,
        })
    }

    /// `person` runs a slash command in private channel `channel`; returns the token.
    pub fn slash_private(
        &self,
        channel: u64,
        person: &Person,
        name: &str,
        options: Value,
        resolved: Value,
    ) -> String {
        let token = format!("private-slash-token-{}", self.new_id());
        let data = json!({
            "id": "800000000000000001",
            "name": name,
            "type": 1,
            "options": options,
            "resolved": resolved,
        });
        let interaction = self.private_interaction(2, &token, channel, person, data);
        self.dispatch_interaction(interaction);
        token
    }

    /// `person` presses the button `custom_id` of `message` in a private channel; returns
    /// the token.
    pub fn press_private(&self, message: &Value, person: &Person, custom_id: &str) -> String {
        let token = format!("private-button-token-{}", self.new_id());
        let channel: u64 = message["channel_id"].as_str().unwrap().parse().unwrap();
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let mut interaction = self.private_interaction(3, &token, channel, person, data);
        interaction["message"] = message.clone();
        self.dispatch_interaction(interaction);
        token
    }

    /// The message an interaction's response made (or replaced), as it stands now.
    pub fn response_message(&self, token: &str) -> Option<Value> {
        let id = *self.state.originals.lock().unwrap().get(token)?;
        self.message(id)
    }

    /// The custom ids of a message's buttons, with their labels.
    pub fn buttons_of(message: &Value) -> Vec<(String, String)> {
        message["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter_map(|b| {
                Some((
                    b["label"].as_str()?.to_string(),
                    b["custom_id"].as_str()?.to_string(),
                ))
            })
            .collect()
    }
}
