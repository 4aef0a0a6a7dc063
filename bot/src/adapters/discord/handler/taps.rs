//! Moving with the Move button under a board and the picker it opens: the button's press
//! answers the player to move alone (an ephemeral message) with the picker; each choice in
//! it replaces it with the next step; the move, once chosen, is posted in the channel as a
//! typed one would be, and the picker says what was played. Anyone else pressing the button
//! is told, privately, that it is not theirs; a button of an older board, that it is out of
//! date.

use std::sync::Arc;

use serenity::all::{ComponentInteraction, ComponentInteractionDataKind, Context, MessageFlags};
use tokio::time::Instant;

use super::Adapter;
use crate::adapters::discord::{model, picker, render};
use crate::keys::{Press, PressAnswer};
use crate::limits::Admission;
use crate::message::Reply;
use crate::platform::discord::interaction::{self, Answer, Answering, Kind};
use crate::service::Backend;
use crate::service::tap::TapData;

impl<B: Backend> Adapter<B> {
    pub(super) async fn on_key(self: &Arc<Self>, ctx: Context, press: ComponentInteraction) {
        let received = Instant::now();
        let interaction =
            interaction::Interaction::new(press.id, &press.token, press.application_id);
        let mut answering = Answering::new(&self.rest, interaction, Kind::Component);
        let channel = self
            .locate(
                &ctx,
                press.guild_id,
                press.channel_id,
                press.channel.as_ref(),
            )
            .await;
        let value = match &press.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
            _ => None,
        };
        // A choice in the picker (an ephemeral message) replaces it; the Move button under a
        // board opens a picker of its own.
        let in_picker = press
            .message
            .flags
            .is_some_and(|flags| flags.contains(MessageFlags::EPHEMERAL));
        let member = press.member.as_ref();
        let key = Press {
            channel: channel.clone(),
            presser: model::user(&press.user, member.and_then(|m| m.nick.as_deref())),
            data: press.data.custom_id.clone(),
            value,
            locale: Some(press.locale.clone()),
        };
        let here = press.channel_id;
        // A press that plays a move is a command; one that only redraws the picker is not.
        let incoming = crate::message::Incoming {
            channel: key.channel.clone(),
            author: key.presser.clone(),
            text: String::new(),
            mentions: Vec::new(),
            author_is_admin: false,
            via: crate::message::Via::Button,
            locale: key.locale.clone(),
        };
        let admission = match TapData::pressed(&key.data, key.value.as_deref()) {
            Some(data) if !data.may_play() => self.gate.admit_key(&incoming),
            _ => self.gate.admit_incoming(&incoming),
        };
        if admission != Admission::Answer {
            // The notice shows to the presser alone; past it the press is not answered.
            if let Some(notice) = admission.notice(key.locale.as_deref()) {
                let answer = Answer {
                    payload: picker::note(&notice.plain_text()),
                    ephemeral: true,
                    replace: false,
                };
                if let Err(e) = answering.send(vec![answer]).await {
                    tracing::warn!(error = %e, "a key press was not answered");
                }
            }
            return;
        }
        // The press runs as a task of its own: a move played by it goes through the whole
        // service, whose futures are deep, and it must not share a stack with serenity's
        // dispatch of the event (a debug build overflows the worker's 2 MiB).
        let adapter = Arc::clone(self);
        let work = tokio::spawn(async move {
            let turn = adapter.locks.turn(here).await;
            (turn, adapter.backend.press(key).await)
        });
        let deadline = received + self.config.defer_after;
        let (_turn, answer) = match answering.in_time(deadline, work).await {
            Ok(done) => done,
            Err(e) => {
                // Only a runtime shutting down cancels it: the service catches its panics.
                tracing::warn!(error = %e, "a key press was not handled");
                return;
            }
        };
        let shown = |payload| Answer {
            payload,
            ephemeral: !in_picker,
            replace: in_picker,
        };
        let (answers, public) = match answer {
            PressAnswer::Nothing => {
                if let Err(e) = answering.defer().await {
                    tracing::warn!(error = %e, "a key press was not acknowledged");
                }
                return;
            }
            PressAnswer::Notice { text, .. } => {
                let answer = Answer {
                    payload: picker::note(&text),
                    ephemeral: true,
                    replace: false,
                };
                (vec![answer], Vec::new())
            }
            PressAnswer::Choose { picker: p, .. } => (vec![shown(picker::message(&p))], Vec::new()),
            PressAnswer::Played { replies, note } => {
                let (private, public): (Vec<Reply>, Vec<Reply>) =
                    replies.into_iter().partition(|r| r.ephemeral);
                // A refusal (a move too late, say) takes the picker's place; else what was
                // played.
                let payload = match private.first() {
                    Some(refusal) => render::messages(refusal)
                        .into_iter()
                        .next()
                        .unwrap_or_else(|| picker::note(&note)),
                    None => picker::note(&note),
                };
                (vec![shown(payload)], public)
            }
        };
        if let Err(e) = answering.send(answers).await {
            tracing::warn!(error = %e, "a key press was not answered");
        }
        // The move's board goes to the channel like any reply: in its turn of the lane.
        self.queue_all(&channel, here, public);
    }
}
