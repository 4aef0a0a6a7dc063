//! Answering an interaction: the first reply as the interaction's response, the others as
//! follow-ups through the interaction's webhook. A reply meant for the author alone is
//! ephemeral (flag 64). When the service is slow the response is deferred first and then
//! edited, as Discord drops interactions not answered within 3 seconds.
//!
//! A button's answer replaces the pressed message (and so its buttons) when it is about a
//! game, as the buttons' own game is answered (the challenge becomes the game's first board).
//! Any other answer (someone else pressing a challenge that is not theirs) is a new message,
//! and the buttons stay for the person they are meant for.

use serde_json::{Value, json};
use serenity::http::{LightMethod, Request, Route};
use serenity::model::id::{ApplicationId, ChannelId, InteractionId, MessageId};

use super::error::RestError;
use super::render::{self, MessagePayload};
use super::rest::{Call, Replay, Rest};
use super::send;
use crate::command;
use crate::i18n::{self, Lang, Say};
use crate::message::Reply;

/// Discord's interaction callback types.
const CHANNEL_MESSAGE: u8 = 4;
const DEFERRED_CHANNEL_MESSAGE: u8 = 5;
const DEFERRED_UPDATE_MESSAGE: u8 = 6;
const UPDATE_MESSAGE: u8 = 7;
const AUTOCOMPLETE_RESULT: u8 = 8;
/// "Interaction has already been acknowledged": a retried callback that had in fact arrived.
const ALREADY_ACKNOWLEDGED: i64 = 40060;
/// At most 25 autocomplete choices of at most 100 characters.
const CHOICES_MAX: usize = 25;

/// What the interaction came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    SlashCommand,
    Button,
}

/// Where the first message of a reply landed: a progress reply's later states edit it there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Landing {
    /// The interaction's own response, edited through the interaction's webhook
    /// (`/webhooks/{application}/{token}/messages/@original`) while the token lasts.
    Original {
        application: ApplicationId,
        token: String,
    },
    /// A follow-up message of the interaction, edited through the same webhook.
    Followup {
        application: ApplicationId,
        token: String,
        message: MessageId,
    },
    /// An ordinary channel message (the interaction could not be answered).
    Channel(ChannelId, MessageId),
}

pub struct Responder<'a> {
    rest: &'a Rest,
    id: InteractionId,
    token: String,
    application: ApplicationId,
    channel: ChannelId,
    source: Source,
    deferred: bool,
}

impl<'a> Responder<'a> {
    pub fn new(
        rest: &'a Rest,
        id: InteractionId,
        token: &str,
        application: ApplicationId,
        channel: ChannelId,
        source: Source,
    ) -> Responder<'a> {
        Responder {
            rest,
            id,
            token: token.to_string(),
            application,
            channel,
            source,
            deferred: false,
        }
    }

    /// Whether an answer about `game` replaces the pressed message.
    fn spends_buttons(&self, game: Option<i64>) -> bool {
        self.source == Source::Button && game.is_some()
    }

    /// Acknowledges now and answers later ("Bot is thinking…" for a slash command; nothing
    /// visible for a button).
    pub async fn defer(&mut self) -> Result<(), RestError> {
        let kind = match self.source {
            Source::SlashCommand => DEFERRED_CHANNEL_MESSAGE,
            Source::Button => DEFERRED_UPDATE_MESSAGE,
        };
        self.callback_json(json!({ "type": kind })).await?;
        self.deferred = true;
        Ok(())
    }

    /// Sends the service's replies. If the interaction cannot be answered at all (expired,
    /// or Discord unreachable past the retries), the public replies go to the channel as
    /// ordinary messages: the command was committed and its result must not be lost.
    /// Returns, for each reply, where its first message landed (when it is known).
    pub async fn deliver(&self, replies: &[Reply]) -> Vec<Option<Landing>> {
        let mut landings = vec![None; replies.len()];
        let mut payloads: Vec<(MessagePayload, bool, Option<i64>, Option<usize>)> = replies
            .iter()
            .enumerate()
            .flat_map(|(i, r)| {
                render::messages(r)
                    .into_iter()
                    .enumerate()
                    .map(move |(n, p)| (p, r.ephemeral, r.game, (n == 0).then_some(i)))
            })
            .collect();
        if payloads.is_empty() {
            payloads.push((
                render::messages(&i18n::reply(&Say::Done, Lang::default()))[0].clone(),
                true,
                None,
                None,
            ));
        }
        let mut rest = payloads.into_iter();
        let (first, ephemeral, game, reply) = rest.next().expect("one payload at least");
        let replace = !ephemeral && self.spends_buttons(game);
        match self.first(first, ephemeral, replace).await {
            Ok(landing) => {
                if let Some(i) = reply {
                    landings[i] = Some(landing);
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "interaction not answered; replying in the channel");
                for (i, reply) in replies.iter().enumerate() {
                    if reply.ephemeral {
                        continue;
                    }
                    match send::post_reply(self.rest, self.channel, reply).await {
                        Ok(id) => landings[i] = id.map(|id| Landing::Channel(self.channel, id)),
                        Err(e) => tracing::error!(error = %e, reply = i, "reply lost"),
                    }
                }
                return landings;
            }
        }
        for (payload, ephemeral, _, reply) in rest {
            match self.followup(payload, ephemeral).await {
                Ok(landing) => {
                    if let Some(i) = reply {
                        landings[i] = landing;
                    }
                }
                Err(e) => tracing::error!(error = %e, "follow-up lost"),
            }
        }
        landings
    }

    async fn first(
        &self,
        payload: MessagePayload,
        ephemeral: bool,
        replace: bool,
    ) -> Result<Landing, RestError> {
        let original = || Landing::Original {
            application: self.application,
            token: self.token.clone(),
        };
        let followup = |landing: Option<Landing>| landing.unwrap_or_else(original);
        match (self.deferred, ephemeral, replace) {
            (false, true, _) => self.callback(CHANNEL_MESSAGE, payload.ephemeral()).await,
            (false, false, true) => self.callback(UPDATE_MESSAGE, payload.replacing()).await,
            (false, false, false) => self.callback(CHANNEL_MESSAGE, payload).await,
            // Discord ignores the ephemeral flag of the first follow-up to a deferred slash
            // command (the deferral, public, decided): the answer takes the deferral's place,
            // public but seen. (A button's deferral shows nothing; its follow-up may be
            // ephemeral.)
            (true, true, _) => match self.source {
                Source::SlashCommand => self.edit_original(payload).await,
                Source::Button => return self.followup(payload, true).await.map(followup),
            },
            (true, false, true) => self.edit_original(payload.replacing()).await,
            (true, false, false) => match self.source {
                Source::SlashCommand => self.edit_original(payload).await,
                // The original of a button is the pressed message: leave it, say it anew.
                Source::Button => return self.followup(payload, false).await.map(followup),
            },
        }
        .map(|()| original())
    }

    async fn callback(&self, kind: u8, payload: MessagePayload) -> Result<(), RestError> {
        let request = payload.request(
            self.callback_route(),
            LightMethod::Post,
            |data| json!({ "type": kind, "data": data }),
        );
        acknowledged(
            self.rest
                .send(Call::new("interaction callback", request, Replay::Safe))
                .await,
        )
    }

    async fn callback_json(&self, body: Value) -> Result<(), RestError> {
        let request = Request::new(self.callback_route(), LightMethod::Post)
            .body(Some(serde_json::to_vec(&body).unwrap_or_default()));
        acknowledged(
            self.rest
                .send(Call::new("interaction callback", request, Replay::Safe))
                .await,
        )
    }

    /// Posts a follow-up message; returns where it landed when Discord's answer says it.
    async fn followup(
        &self,
        payload: MessagePayload,
        ephemeral: bool,
    ) -> Result<Option<Landing>, RestError> {
        let payload = if ephemeral {
            payload.ephemeral()
        } else {
            payload
        };
        let route = Route::WebhookFollowupMessages {
            application_id: self.application,
            token: &self.token,
        };
        let request = payload.request(route, LightMethod::Post, |body| body);
        let body = self
            .rest
            .send(Call::new("interaction follow-up", request, Replay::Unsafe))
            .await?;
        Ok(send::message_id(&body).map(|message| Landing::Followup {
            application: self.application,
            token: self.token.clone(),
            message,
        }))
    }

    async fn edit_original(&self, payload: MessagePayload) -> Result<(), RestError> {
        edit_webhook_message(self.rest, self.application, &self.token, None, payload).await
    }

    fn callback_route(&self) -> Route<'_> {
        Route::InteractionResponse {
            interaction_id: self.id,
            token: &self.token,
        }
    }
}

/// Edits a message of an interaction through its webhook: the original response
/// (`PATCH /webhooks/{application}/{token}/messages/@original`) when `message` is `None`, else
/// that follow-up.
async fn edit_webhook_message(
    rest: &Rest,
    application: ApplicationId,
    token: &str,
    message: Option<MessageId>,
    payload: MessagePayload,
) -> Result<(), RestError> {
    let route = match message {
        None => Route::WebhookOriginalInteractionResponse {
            application_id: application,
            token,
        },
        Some(message_id) => Route::WebhookFollowupMessage {
            application_id: application,
            token,
            message_id,
        },
    };
    let request = payload.request(route, LightMethod::Patch, |body| body);
    rest.send(Call::new(
        "edit interaction response",
        request,
        Replay::Safe,
    ))
    .await
    .map(drop)
}

/// Replaces the text of the message a reply landed as: a progress reply's later states.
pub async fn edit_landed(rest: &Rest, landing: &Landing, reply: &Reply) -> Result<(), RestError> {
    match landing {
        Landing::Channel(channel, message) => {
            send::edit_text(rest, *channel, *message, reply).await
        }
        Landing::Original { application, token }
        | Landing::Followup {
            application, token, ..
        } => {
            let message = match landing {
                Landing::Followup { message, .. } => Some(*message),
                _ => None,
            };
            let Some(payload) = render::messages(reply).into_iter().next() else {
                return Ok(());
            };
            edit_webhook_message(rest, *application, token, message, payload).await
        }
    }
}

/// A callback Discord says was already acknowledged is one that arrived the first time.
fn acknowledged(result: Result<Vec<u8>, RestError>) -> Result<(), RestError> {
    match result {
        Ok(_) => Ok(()),
        Err(e) if e.code() == Some(ALREADY_ACKNOWLEDGED) => Ok(()),
        Err(e) => Err(e),
    }
}

/// Answers an autocomplete interaction with these choices.
pub async fn autocomplete(
    rest: &Rest,
    id: InteractionId,
    token: &str,
    choices: &[String],
) -> Result<(), RestError> {
    let choices: Vec<Value> = choices
        .iter()
        .map(|c| json!({ "name": c, "value": c }))
        .collect();
    let body = json!({ "type": AUTOCOMPLETE_RESULT, "data": { "choices": choices } });
    let request = Request::new(
        Route::InteractionResponse {
            interaction_id: id,
            token,
        },
        LightMethod::Post,
    )
    .body(Some(serde_json::to_vec(&body).unwrap_or_default()));
    acknowledged(
        rest.send(Call::new("autocomplete result", request, Replay::Safe))
            .await,
    )
}

/// The moves that match what was typed so far ([`command::matching_moves`]), as many as
/// Discord shows, each short enough to be a choice.
pub fn suggestions(moves: &[String], typed: &str) -> Vec<String> {
    command::matching_moves(moves, typed)
        .filter(|m| m.chars().count() <= 100)
        .take(CHOICES_MAX)
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_start_with_what_was_typed() {
        let moves: Vec<String> = ["9-13", "9-14", "10-14", "11-15", "12-16", "23x14"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(suggestions(&moves, ""), moves);
        assert_eq!(suggestions(&moves, "9"), ["9-13", "9-14"]);
        assert_eq!(suggestions(&moves, "14"), ["9-14", "10-14", "23x14"]);
        assert_eq!(suggestions(&moves, "23-"), ["23x14"]);
        let many: Vec<String> = (0..40).map(|i| format!("{i}-1")).collect();
        assert_eq!(suggestions(&many, "").len(), 25);
    }
}
