//! Answering an interaction with the service's replies ([`Answering`]): the first reply as
//! the interaction's response, the others as follow-ups; a reply meant for the author alone
//! is ephemeral.
//!
//! A button's answer replaces the pressed message (and so its buttons) when it is about a
//! game, as the buttons' own game is answered (the challenge becomes the game's first board).
//! Any other answer (someone else pressing a challenge that is not theirs) is a new message,
//! and the buttons stay for the person they are meant for.

use serenity::model::id::ChannelId;
use tokio::time::Instant;

use super::render;
use super::send;
use crate::command;
use crate::i18n::{self, Lang, Say};
use crate::message::Reply;
use crate::platform::discord::interaction::{
    self, Answer, Answering, CHOICE_CHARS_MAX, CHOICES_MAX, Interaction, Kind, Landing,
};
use crate::platform::discord::{Rest, RestError};

pub struct Responder<'a> {
    rest: &'a Rest,
    answering: Answering<'a>,
    channel: ChannelId,
    kind: Kind,
}

impl<'a> Responder<'a> {
    pub fn new(
        rest: &'a Rest,
        interaction: Interaction,
        channel: ChannelId,
        kind: Kind,
    ) -> Responder<'a> {
        Responder {
            rest,
            answering: Answering::new(rest, interaction, kind),
            channel,
            kind,
        }
    }

    /// Runs `work`, deferring the answer if it is not done by `deadline`.
    pub async fn in_time<T>(&mut self, deadline: Instant, work: impl Future<Output = T>) -> T {
        self.answering.in_time(deadline, work).await
    }

    /// Sends the service's replies. If the interaction cannot be answered at all (expired,
    /// or Discord unreachable past the retries), the public replies go to the channel as
    /// ordinary messages: the command was committed and its result must not be lost.
    /// Returns, for each reply, where its first message landed (when it is known).
    pub async fn deliver(&self, replies: &[Reply]) -> Vec<Option<Landing>> {
        let mut landings = vec![None; replies.len()];
        // Each answer, and the reply whose first message it is.
        let mut answers = Vec::new();
        let mut owners = Vec::new();
        for (i, reply) in replies.iter().enumerate() {
            for (n, payload) in render::messages(reply).into_iter().enumerate() {
                answers.push(Answer {
                    payload,
                    ephemeral: reply.ephemeral,
                    replace: !reply.ephemeral && self.spends_buttons(reply.game),
                });
                owners.push((n == 0).then_some(i));
            }
        }
        if answers.is_empty() {
            let done = render::messages(&i18n::reply(&Say::Done, Lang::default()));
            answers.push(Answer {
                payload: done[0].clone(),
                ephemeral: true,
                replace: false,
            });
            owners.push(None);
        }
        match self.answering.send(answers).await {
            Ok(landed) => {
                for (owner, landing) in owners.into_iter().zip(landed) {
                    if let Some(i) = owner {
                        landings[i] = landing;
                    }
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "interaction not answered; replying in the channel");
                for (i, reply) in replies.iter().enumerate().filter(|(_, r)| !r.ephemeral) {
                    match send::post_reply(self.rest, None, self.channel, reply).await {
                        Ok(id) => landings[i] = id.map(|id| Landing::Channel(self.channel, id)),
                        Err(e) => tracing::error!(error = %e, reply = i, "reply lost"),
                    }
                }
            }
        }
        landings
    }

    /// Sends `replies` after the response, as follow-ups of the interaction.
    pub async fn follow_up(&self, replies: &[Reply]) {
        for reply in replies {
            for payload in render::messages(reply) {
                if let Err(e) = self.answering.follow_up(payload).await {
                    tracing::warn!(error = %e, "a follow-up was not sent");
                    return;
                }
            }
        }
    }

    /// Whether an answer about `game` replaces the pressed message.
    fn spends_buttons(&self, game: Option<i64>) -> bool {
        self.kind == Kind::Component && game.is_some()
    }
}

/// Replaces the text of the message a reply landed as: a progress reply's later states.
pub async fn edit_landed(rest: &Rest, landing: &Landing, reply: &Reply) -> Result<(), RestError> {
    match render::messages(reply).into_iter().next() {
        Some(payload) => interaction::edit(rest, landing, payload).await,
        None => Ok(()),
    }
}

/// The moves that match what was typed so far ([`command::matching_moves`]), as many as
/// Discord shows, each short enough to be a choice.
pub fn suggestions(moves: &[String], typed: &str) -> Vec<String> {
    command::matching_moves(moves, typed)
        .filter(|m| m.chars().count() <= CHOICE_CHARS_MAX)
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
