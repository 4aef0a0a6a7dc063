//! What the bot says about a person's data: `!mydata` (the file sent privately) and
//! `!forget` (erasing it), in `bot/locales/LANG/operating.ftl`.

use super::{Args, Body, Tr};
use crate::message::{Span, User};

/// One message about a person's data.
#[derive(Debug, Clone)]
pub enum OpsSay {
    /// `!mydata`: the file is on its way, privately.
    DataSent { records: usize },
    /// The caption of the file, in the private message.
    DataFile { player: User, records: usize },
    /// The private message could not be delivered: said in the channel, without the data.
    DataNotDelivered { player: User },
    /// `!forget me` (or an admin's `!forget @user`: `person`), before the confirmation:
    /// what goes, and the games under way resigned first.
    ForgetAsk {
        person: Option<User>,
        live: Vec<i64>,
        pending: usize,
    },
    /// The confirmation button's label.
    ForgetButton { other: bool },
    /// Done, for the person themselves.
    Forgotten { label: String },
    /// Done, for an admin.
    ForgottenOther { person: User, label: String },
    /// A confirmation pressed by someone it was not for.
    ForgetNotYours,
    /// An admin's forgetting of someone the bot holds nothing about in the community.
    NothingToForget { person: User },
}

impl OpsSay {
    /// The message's name, for the renderer's samples.
    #[cfg(test)]
    pub(super) fn name(&self) -> &'static str {
        match self {
            OpsSay::DataSent { .. } => "DataSent",
            OpsSay::DataFile { .. } => "DataFile",
            OpsSay::DataNotDelivered { .. } => "DataNotDelivered",
            OpsSay::ForgetAsk { .. } => "ForgetAsk",
            OpsSay::ForgetButton { .. } => "ForgetButton",
            OpsSay::Forgotten { .. } => "Forgotten",
            OpsSay::ForgottenOther { .. } => "ForgottenOther",
            OpsSay::ForgetNotYours => "ForgetNotYours",
            OpsSay::NothingToForget { .. } => "NothingToForget",
        }
    }

    /// One sample of every message, and the cases that read differently.
    #[cfg(test)]
    pub(super) fn samples(a: &User, b: &User) -> Vec<OpsSay> {
        vec![
            OpsSay::DataSent { records: 42 },
            OpsSay::DataFile {
                player: a.clone(),
                records: 1,
            },
            OpsSay::DataNotDelivered { player: a.clone() },
            OpsSay::ForgetAsk {
                person: None,
                live: vec![3, 7],
                pending: 1,
            },
            OpsSay::ForgetButton { other: false },
            OpsSay::Forgotten {
                label: "anon-5f3a9c1e".into(),
            },
            OpsSay::ForgottenOther {
                person: b.clone(),
                label: "anon-5f3a9c1e".into(),
            },
            OpsSay::ForgetNotYours,
            OpsSay::NothingToForget { person: b.clone() },
        ]
    }

    /// The cases beyond [`OpsSay::samples`].
    #[cfg(test)]
    pub(super) fn more_cases(b: &User) -> Vec<OpsSay> {
        vec![
            OpsSay::ForgetAsk {
                person: Some(b.clone()),
                live: vec![12],
                pending: 0,
            },
            OpsSay::ForgetAsk {
                person: None,
                live: Vec::new(),
                pending: 2,
            },
            OpsSay::ForgetButton { other: true },
            OpsSay::DataSent { records: 1 },
        ]
    }
}

impl Tr {
    pub(super) fn operating(self, say: &OpsSay) -> Vec<Span> {
        match say {
            OpsSay::DataSent { records } => self
                .say("mydata-sent", Args::new().i("records", *records as i64))
                .done(),
            OpsSay::DataFile { player, records } => self
                .say(
                    "mydata-file",
                    Args::new()
                        .m("player", player)
                        .i("records", *records as i64),
                )
                .done(),
            OpsSay::DataNotDelivered { player } => self
                .say("mydata-not-delivered", Args::new().m("player", player))
                .done(),
            OpsSay::ForgetAsk {
                person,
                live,
                pending,
            } => self.forget_ask(person.as_ref(), live, *pending),
            OpsSay::ForgetButton { other } => self
                .say(
                    if *other {
                        "forget-button-other"
                    } else {
                        "forget-button"
                    },
                    Args::new(),
                )
                .done(),
            OpsSay::Forgotten { label } => self
                .say("forgotten", Args::new().s("label", label.clone()))
                .done(),
            OpsSay::ForgottenOther { person, label } => self
                .say(
                    "forgotten-other",
                    Args::new()
                        .s("player", person.name.clone())
                        .s("label", label.clone()),
                )
                .done(),
            OpsSay::ForgetNotYours => self.say("forget-not-yours", Args::new()).done(),
            OpsSay::NothingToForget { person } => self
                .say(
                    "nothing-to-forget",
                    Args::new().s("player", person.name.clone()),
                )
                .done(),
        }
    }

    fn forget_ask(self, person: Option<&User>, live: &[i64], pending: usize) -> Vec<Span> {
        let mut body = match person {
            None => self.say("forget-ask", Args::new()),
            Some(person) => self.say(
                "forget-ask-other",
                Args::new().s("player", person.name.clone()),
            ),
        };
        if !live.is_empty() {
            let games: Vec<String> = live.iter().map(|id| format!("#{id}")).collect();
            body = body.and(Body::new().t(" ")).and(
                self.say(
                    "forget-ask-live",
                    Args::new()
                        .i("count", live.len() as i64)
                        .s("games", self.list(&games)),
                ),
            );
        }
        if pending > 0 {
            body = body
                .and(Body::new().t(" "))
                .and(self.say("forget-ask-pending", Args::new().i("count", pending as i64)));
        }
        body.and(Body::new().t(" "))
            .and(self.say("forget-confirm", Args::new()))
            .done()
    }
}
