//! Help, the variants, the rules in short, and the answers to malformed commands.

use rules::Variant;

use super::{Body, Lang, Tr};
use crate::command::{ArgKind, ArgSpec, COMMANDS, CommandSpec, Note};
use crate::command::{ParseError, RulesTopic};
use crate::message::Span;

impl Tr {
    /// A command's summary in this language.
    pub(super) fn summary(self, command: &CommandSpec) -> &'static str {
        self.pick(command.summary, command.summary_it)
    }

    fn arg_description(self, arg: &ArgSpec) -> &'static str {
        self.pick(arg.description, arg.description_it)
    }

    /// `!move [#game] <move>`
    pub(super) fn usage(self, command: &CommandSpec) -> String {
        let mut out = format!("!{}", command.name);
        for arg in command.args {
            let shown = match arg.kind {
                ArgKind::GameId => "#game".to_string(),
                ArgKind::User => format!("@{}", arg.name),
                ArgKind::Choice(choices) if choices.len() <= 3 => choices.join("|"),
                _ => arg.name.to_string(),
            };
            out.push(' ');
            if arg.required {
                out.push_str(&format!("<{shown}>"));
            } else {
                out.push_str(&format!("[{shown}]"));
            }
        }
        out
    }

    pub(super) fn help_overview(self, variant: Variant) -> Vec<Span> {
        let mut body = Body::new().t(self.pick(
            "I referee draughts games in this chat: challenge a friend, play by typing moves, get the board after every move. Commands:",
            "Arbitro partite di dama in questa chat: sfida un amico, gioca scrivendo le mosse, ricevi la scacchiera dopo ogni mossa. Comandi:",
        ));
        for command in COMMANDS {
            body = body
                .t("\n")
                .c(self.usage(command))
                .t(format!(" — {}", self.summary(command)));
        }
        body = body.t(self.pick(
            format!("\nHere the default variant is {}. ", self.variant(variant)),
            format!(
                "\nQui la variante predefinita è la {}. ",
                self.variant(variant)
            ),
        ));
        body = body
            .t(self.move_forms(variant))
            .t(self.pick(" More on a command: ", " Di più su un comando: "));
        body.c("!help move").done()
    }

    pub(super) fn help_command(self, command: &CommandSpec, variant: Variant) -> Vec<Span> {
        let mut body = Body::new()
            .c(self.usage(command))
            .t(format!(" — {}.", self.summary(command)));
        if !command.aliases.is_empty() {
            let aliases: Vec<String> = command.aliases.iter().map(|a| format!("!{a}")).collect();
            body = body.t(self.pick(
                format!(" Also: {}.", aliases.join(", ")),
                format!(" Anche: {}.", aliases.join(", ")),
            ));
        }
        for arg in command.args {
            body = body.t(format!("\n  {}: {}", arg.name, self.arg_description(arg)));
        }
        body = body
            .t(self.pick("\nExample: ", "\nEsempio: "))
            .c(command.example);
        match command.note {
            Note::None => {}
            Note::MoveForms => body = body.t(format!("\n{}", self.move_forms(variant))),
            Note::ChallengeOptions => {
                let names = variant_names();
                body = body.t(self.pick(
                    format!("\nVariants: {names}. Colour: white, black or random (default). Options: giveaway (the player who cannot move wins; any variant), soffio (Spanish, International), days=N, unrated (no rating counts the result). Against the bot (@dama, or the bot's own mention): level=1..10. A challenge not answered lapses after the channel's challenge_days (default 7). A game that ends before each side has moved is aborted and not rated."),
                    format!("\nVarianti: {names}. Colore: white, black o random (predefinito). Opzioni: giveaway (vince chi non può muovere; ogni variante), soffio (spagnola, internazionale), days=N, unrated (il risultato non conta per il punteggio). Contro il bot (@dama, o la menzione del bot): level=1..10. Una sfida senza risposta scade dopo i challenge_days del canale (7 se non impostati). Una partita che finisce prima che entrambi abbiano mosso è annullata e non conta per il punteggio."),
                ));
            }
            Note::TournamentOptions => body = body.t(self.pick(
                "\nAdmins create and start a tournament; players join and leave. Up to 8 players: a round robin (Berger tables; rounds=2 plays each pair twice, colours swapped), tie-break Sonneborn–Berger. More: a Swiss tournament (score groups, no pair twice, colours balanced, a bye worth 1 point to the lowest ranked without one), rounds=N (default: ceil(log2 players) + 1), tie-break Buchholz. The bot starts each round's games with days=N per move (default 3); a player who leaves forfeits their remaining games.",
                "\nGli amministratori creano e avviano un torneo; i giocatori entrano ed escono. Fino a 8 giocatori: girone all'italiana (tabelle di Berger; rounds=2 gioca ogni coppia due volte a colori invertiti), spareggio Sonneborn–Berger. Di più: torneo svizzero (gruppi di punteggio, nessuna coppia due volte, colori bilanciati, un turno di riposo da 1 punto al più basso in classifica che non l'ha avuto), rounds=N (predefinito: ceil(log2 giocatori) + 1), spareggio Buchholz. Il bot avvia le partite di ogni turno con days=N per mossa (3 se non indicato); chi esce perde a forfait le partite rimaste.",
            )),
        }
        body.done()
    }

    pub(super) fn help_unknown(self, name: &str) -> Vec<Span> {
        let name: String = name.chars().take(40).collect();
        Body::new()
            .t(self.pick(
                format!("There is no command `{name}`. The list: "),
                format!("Non esiste il comando `{name}`. L'elenco: "),
            ))
            .c("!help")
            .done()
    }

    pub(super) fn variants_list(self) -> Vec<Span> {
        let mut body = Body::new().t(self.pick("Variants:", "Varianti:"));
        for &variant in Variant::ALL {
            body = body.t("\n").b(variant.name()).t(format!(
                " — {}: {}",
                self.variant(variant),
                self.variant_summary(variant)
            ));
        }
        body = body.t(self.pick("\nChallenge with ", "\nSfida con "));
        body.c("!challenge @friend italian").done()
    }

    /// `dama` alone: which game is meant? `command`: the command it came with, for the
    /// example.
    pub(super) fn ambiguous_variant(self, word: &str, command: Option<&CommandSpec>) -> Vec<Span> {
        let word: String = word.chars().take(40).collect();
        let (turkish, italian) = match command.map(|c| c.name) {
            Some(name @ ("challenge" | "rules" | "top")) => {
                let before = if name == "challenge" { " @friend" } else { "" };
                (
                    format!("!{name}{before} turkish"),
                    format!("!{name}{before} italian"),
                )
            }
            _ => (
                "!settings variant turkish".to_string(),
                "!settings variant italian".to_string(),
            ),
        };
        Body::new()
            .t(self.pick(
                format!("`{word}` could mean Turkish draughts (dama, Türk daması) or Italian draughts (dama italiana), and it is this bot's name too. For Turkish draughts write "),
                format!("`{word}` può voler dire la dama turca (Türk daması) o la dama italiana, ed è anche il nome di questo bot. Per la dama turca scrivi "),
            ))
            .c(turkish)
            .t(self.pick("; for Italian draughts ", "; per la dama italiana "))
            .c(italian)
            .t(".")
            .done()
    }

    pub(super) fn variant_summary(self, variant: Variant) -> &'static str {
        if self.lang == Lang::En {
            return variant.summary();
        }
        match variant {
            Variant::English => {
                "8x8, muove prima il Nero; pedine solo in avanti, dame corte; presa obbligatoria, qualsiasi sequenza, completata."
            }
            Variant::Italian => {
                "8x8 speculare, muove prima il Bianco; la pedina non prende la dama; dame corte; precedenze italiane."
            }
            Variant::Spanish => {
                "8x8 speculare, numerata dal basso a destra; dame volanti; più pezzi, poi più dame."
            }
            Variant::International => {
                "10x10, 20 pedine a testa; le pedine prendono anche indietro; dame volanti; presa massima; promozione solo a fine mossa."
            }
            Variant::Brazilian => "Regole internazionali su 8x8, caselle algebriche (c3-d4).",
            Variant::Dameo => {
                "Tutte le 64 caselle; le pedine avanzano dritte o in diagonale e in fila; prese ortogonali; la dama muove come la regina."
            }
            Variant::Russian => {
                "8x8, caselle algebriche; le pedine prendono anche indietro; dame volanti; si sceglie qualsiasi presa; la pedina promossa durante una presa continua come dama."
            }
            Variant::Turkish => {
                "Tutte le 64 caselle, 16 pedine a testa; le pedine avanzano dritte o di lato; le dame volano lungo traverse e colonne; presa massima; i pezzi presi escono subito."
            }
            Variant::Pool => {
                "8x8 numerata come l'inglese, muove prima il Nero; le pedine prendono anche indietro; dame volanti; si sceglie qualsiasi presa."
            }
            Variant::Czech => {
                "8x8, caselle algebriche; le pedine prendono solo in avanti; dame volanti; se una dama può prendere deve farlo, altrimenti qualsiasi presa."
            }
            Variant::Frisian => {
                "10x10; pedine e dame prendono anche lungo colonne e traverse; la presa di valore più alto; una dama muove al massimo tre volte di fila."
            }
            Variant::Canadian => {
                "Regole internazionali su una scacchiera 12x12, 30 pedine a testa, caselle da 1 a 72."
            }
        }
    }

    pub(super) fn rules(self, variant: Variant, topic: Option<RulesTopic>) -> Vec<Span> {
        let mut body = Body::new()
            .b(self.variant(variant))
            .t(format!(" — {}", self.variant_summary(variant)));
        let topics: &[RulesTopic] = match &topic {
            Some(t) => std::slice::from_ref(t),
            None => &[RulesTopic::Moves, RulesTopic::Captures, RulesTopic::Kings],
        };
        for &t in topics {
            body = body
                .t("\n")
                .b(self.topic_title(t))
                .t(format!(": {}", self.rules_text(variant, t)));
        }
        if topic.is_none() {
            body = body.t(self.pick("\nMore: ", "\nAltro: "));
            body = body
                .c(format!("!rules {} draws", variant.name()))
                .t(", ")
                .c(format!("!rules {} notation", variant.name()))
                .t(", ")
                .c(format!("!rules {} giveaway", variant.name()));
        }
        body.done()
    }

    fn topic_title(self, topic: RulesTopic) -> &'static str {
        let (en, it) = match topic {
            RulesTopic::Moves => ("Moves", "Mosse"),
            RulesTopic::Captures => ("Captures", "Prese"),
            RulesTopic::Kings => ("Kings", "Dame"),
            RulesTopic::Draws => ("Draws", "Patta"),
            RulesTopic::Notation => ("Notation", "Notazione"),
            RulesTopic::Giveaway => ("Giveaway", "Vinciperdi (giveaway)"),
        };
        self.pick(en, it)
    }

    /// RULES.md in short.
    fn rules_text(self, variant: Variant, topic: RulesTopic) -> String {
        use RulesTopic::*;
        use Variant::*;
        let flying_en = "Kings fly: any distance along a free diagonal; they capture a piece at any distance and land on any empty square beyond.";
        let flying_it = "Le dame volano: qualsiasi distanza lungo una diagonale libera; prendono a distanza e atterrano su una casella libera oltre il pezzo.";
        // rules/docs/VARIANTS.md in short for the variants of issue 13.
        let (en, it): (&str, &str) = match (variant, topic) {
            (English, Moves) => (
                "Black moves first. Men move one square diagonally forward onto an empty square.",
                "Muove prima il Nero. Le pedine avanzano di una casella in diagonale su una casella libera.",
            ),
            (English, Captures) => (
                "Capturing is compulsory: jump an adjacent enemy piece onto the empty square beyond; men capture forwards only. A capture goes on while it can, but among several captures any may be chosen (no maximum rule).",
                "La presa è obbligatoria: si salta un pezzo nemico adiacente sulla casella libera oltre; le pedine prendono solo in avanti. La presa continua finché può, ma tra più prese se ne può scegliere una qualsiasi (nessuna regola del massimo).",
            ),
            (English | Italian, Kings) => (
                "A man reaching the far row is crowned and its move ends there. Kings move and capture one square at a time, forwards and backwards.",
                "La pedina che raggiunge l'ultima riga è promossa e la mossa finisce lì. Le dame muovono e prendono di una casella, avanti e indietro.",
            ),
            (English, Draws) => (
                "By agreement (!draw), or by the move count: when both sides have a king, 50 moves each with only kings moved and no capture. The bot applies it by itself.",
                "Per accordo (!draw), o con il conteggio: quando entrambi hanno una dama, 50 mosse a testa di sole dame senza prese. Il bot lo applica da solo.",
            ),
            (English, Notation) => (
                "Squares 1–32 from the top-left (Black's side); a1 is a playing square. Black starts on 1–12, White on 21–32. Moves 11-15; captures 23x14, or with every landing square 23x14x5.",
                "Caselle 1–32 dall'alto a sinistra (lato del Nero); a1 è giocabile. Il Nero parte da 1–12, il Bianco da 21–32. Mosse 11-15; prese 23x14, o con ogni casella d'arrivo 23x14x5.",
            ),
            (Italian, Moves) => (
                "White moves first. Men move one square diagonally forward.",
                "Muove prima il Bianco. Le pedine avanzano di una casella in diagonale.",
            ),
            (Italian, Captures) => (
                "Capturing is compulsory and must be finished. Men capture forwards only and can never take a king. Among several captures: the most pieces; then with a king rather than a man; then the most kings; then a king as early as possible; then free choice.",
                "La presa è obbligatoria e va completata. Le pedine prendono solo in avanti e non possono mai prendere una dama. Tra più prese: più pezzi; poi con la dama piuttosto che con la pedina; poi più dame; poi la dama il prima possibile; poi libera scelta.",
            ),
            (Italian, Draws) => (
                "Agreement; the same position for the third time with the same player to move; 2 kings against 1 not won within 20 moves, 3 against 2 within 30; the 40-move count on request (!draw count): 40 moves of the requester without captures or man moves.",
                "Accordo; la stessa posizione per la terza volta con lo stesso giocatore al tratto; 2 dame contro 1 non vinte entro 20 mosse, 3 contro 2 entro 30; il conteggio delle 40 mosse su richiesta (!draw count): 40 mosse di chi lo chiede senza prese né mosse di pedina.",
            ),
            (Italian, Notation) => (
                "The board is mirrored: h1 is a playing square (the 'cantone', 32). Squares 1–32 from the top-left. White starts on 21–32, Black on 1–12. Moves 21-17; captures 28x19x10.",
                "La scacchiera è speculare: h1 è giocabile (il cantone, 32). Caselle 1–32 dall'alto a sinistra. Il Bianco parte da 21–32, il Nero da 1–12. Mosse 21-17; prese 28x19x10.",
            ),
            (Spanish, Moves) => (
                "White moves first. Men move one square diagonally forward.",
                "Muove prima il Bianco. Le pedine avanzano di una casella in diagonale.",
            ),
            (Spanish, Captures) => (
                "Capturing is compulsory; men capture forwards only, men and kings alike. Take the most pieces, then the most kings. Jumped pieces stay on the board until the move ends.",
                "La presa è obbligatoria; le pedine prendono solo in avanti, pedine e dame. Si prendono più pezzi, poi più dame. I pezzi presi restano sulla scacchiera fino a fine mossa.",
            ),
            (Spanish, Kings) => (
                "A man reaching the far row is crowned and stops. Kings fly: any distance along a free diagonal; they capture at a distance and, within a multiple capture, land where the capture can go on.",
                "La pedina che raggiunge l'ultima riga è promossa e si ferma. Le dame volano lungo diagonali libere; prendono a distanza e, in una presa multipla, atterrano dove la presa può continuare.",
            ),
            (Spanish, Draws) => (
                "Agreement; third repetition with the same player to move; 3 kings against 1 not won within 12 moves each; the ending with men on 2 and 9 (or 31 and 24): 32 moves each.",
                "Accordo; terza ripetizione con lo stesso giocatore al tratto; 3 dame contro 1 non vinte entro 12 mosse a testa; il finale con pedine su 2 e 9 (o 31 e 24): 32 mosse a testa.",
            ),
            (Spanish, Notation) => (
                "Numbered 1–32 from the bottom right (White's side). White starts on 1–12, Black on 21–32. Moves 9-13; captures 10x19.",
                "Caselle 1–32 dal basso a destra (lato del Bianco). Il Bianco parte da 1–12, il Nero da 21–32. Mosse 9-13; prese 10x19.",
            ),
            (International | Brazilian | Canadian, Captures) => (
                "Capturing is compulsory; men capture forwards and backwards. The most pieces must be taken (a king counts one); ties are a free choice. Jumped pieces are removed when the move ends, and no piece is jumped twice.",
                "La presa è obbligatoria; le pedine prendono avanti e indietro. Si devono prendere più pezzi possibile (la dama conta uno); a parità, libera scelta. I pezzi presi si tolgono a fine mossa e nessuno si salta due volte.",
            ),
            (International | Brazilian | Canadian, Kings) => (
                "A man is crowned only if its move ends on the far row: passing through it during a capture does not crown.",
                "La pedina è promossa solo se la mossa finisce sull'ultima riga: passarci durante una presa non promuove.",
            ),
            (International | Brazilian | Canadian, Draws) => (
                "Agreement; third repetition; 25 moves each with only kings moved and no capture; three pieces with a king against a lone king: 16 moves each; two against a lone king: 5 moves each.",
                "Accordo; terza ripetizione; 25 mosse a testa di sole dame senza prese; tre pezzi con una dama contro una dama sola: 16 mosse a testa; due contro una dama sola: 5 mosse a testa.",
            ),
            (International, Moves) => (
                "10x10, 20 men each; White moves first. Men move one square diagonally forward.",
                "10x10, 20 pedine a testa; muove prima il Bianco. Le pedine avanzano di una casella in diagonale.",
            ),
            (International, Notation) => (
                "Squares 1–50 from the top-left (1 = b10, 46 = a1). White starts on 31–50, Black on 1–20. Moves 32-28; captures 28x19x10.",
                "Caselle 1–50 dall'alto a sinistra (1 = b10, 46 = a1). Il Bianco parte da 31–50, il Nero da 1–20. Mosse 32-28; prese 28x19x10.",
            ),
            (Brazilian, Moves) => (
                "International rules on 8x8: White moves first from rows 1–3, Black from rows 6–8. Men move one square diagonally forward.",
                "Regole internazionali su 8x8: muove prima il Bianco dalle righe 1–3, il Nero dalle righe 6–8. Le pedine avanzano di una casella in diagonale.",
            ),
            (Brazilian, Notation) => (
                "Algebraic squares, a1 dark, White at the bottom: moves c3-d4, captures c3xe5xc7.",
                "Caselle algebriche, a1 scura, Bianco in basso: mosse c3-d4, prese c3xe5xc7.",
            ),
            (Dameo, Moves) => (
                "All 64 squares; White moves first; 18 men each. A man steps one square straight or diagonally forward. An unbroken line of your men may advance one square along its direction: the rear man goes to the square in front of the head (c1-c4 turns c1, c2, c3 into c2, c3, c4). Kings never join a line.",
                "Tutte le 64 caselle; muove prima il Bianco; 18 pedine a testa. La pedina avanza di una casella dritta o in diagonale. Una fila continua di pedine può avanzare di una casella nella sua direzione: la pedina di coda va davanti alla testa (c1-c4 porta c1, c2, c3 in c2, c3, c4). Le dame non fanno parte di file.",
            ),
            (Dameo, Captures) => (
                "Men and kings capture orthogonally only (forwards, sideways, backwards), men and kings alike. The most pieces must be taken (a king counts one); jumped pieces are removed when the move ends.",
                "Pedine e dame prendono solo in orizzontale e verticale (avanti, di lato, indietro), pedine e dame. Si devono prendere più pezzi possibile (la dama conta uno); i pezzi presi si tolgono a fine mossa.",
            ),
            (Dameo, Kings) => (
                "A man is crowned only if its move ends on the last rank. Kings move like a chess queen and capture orthogonally at any distance, landing on any empty square beyond.",
                "La pedina è promossa solo se la mossa finisce sull'ultima traversa. La dama muove come la regina degli scacchi e prende in orizzontale e verticale a qualsiasi distanza.",
            ),
            (Dameo, Draws) => (
                "Agreement, or the same position for the third time with the same player to move.",
                "Accordo, o la stessa posizione per la terza volta con lo stesso giocatore al tratto.",
            ),
            (Dameo, Notation) => (
                "Algebraic squares a1–h8 as in chess, White at the bottom. Moves c3-c4; captures e2xe4xg4xg6; a line move is written with the rear man's squares.",
                "Caselle algebriche a1–h8 come negli scacchi, Bianco in basso. Mosse c3-c4; prese e2xe4xg4xg6; una mossa in fila si scrive con le caselle della pedina di coda.",
            ),
            (Russian | Czech, Moves) => (
                "8x8; White moves first from a1–h3, Black from a6–h8. Men move one square diagonally forward.",
                "8x8; muove prima il Bianco da a1–h3, il Nero da a6–h8. Le pedine avanzano di una casella in diagonale.",
            ),
            (Russian, Captures) => (
                "Capturing is compulsory and must be finished, but among several captures any may be chosen (no majority rule). Men capture forwards and backwards. Jumped pieces stay on the board until the move ends (the 'Turkish strike'): they block the way and are never jumped twice.",
                "La presa è obbligatoria e va completata, ma tra più prese se ne può scegliere una qualsiasi (nessuna regola del massimo). Le pedine prendono avanti e indietro. I pezzi presi restano sulla scacchiera fino a fine mossa (il 'colpo turco'): bloccano il cammino e non si saltano due volte.",
            ),
            (Russian, Kings) => (
                "A man reaching the last row is crowned at once, even in the middle of a capture, and goes on capturing as a king in the same move.",
                "La pedina che raggiunge l'ultima riga è promossa subito, anche a metà di una presa, e continua a prendere come dama nella stessa mossa.",
            ),
            (Russian, Draws) => (
                "Agreement; the same position for the third time with the same player to move; 15 moves each of kings only without a capture; three kings against a lone king: 15 moves of the stronger side; kings on both sides and no change of material: 30 moves each with 4–5 pieces, 60 with 6–7; three pieces with a king against a lone king on the long diagonal a1–h8, or two pieces or a king against a lone king: 5 moves of the stronger side. The bot applies them by itself.",
                "Accordo; la stessa posizione per la terza volta con lo stesso giocatore al tratto; 15 mosse a testa di sole dame senza prese; tre dame contro una dama sola: 15 mosse del più forte; dame da entrambe le parti e materiale invariato: 30 mosse a testa con 4–5 pezzi, 60 con 6–7; tre pezzi con una dama contro una dama sola sulla grande diagonale a1–h8, o due pezzi o una dama contro una dama sola: 5 mosse del più forte. Il bot le applica da solo.",
            ),
            (Russian, Notation) => (
                "Algebraic squares, a1 dark at White's lower left: moves c3-d4; captures with a colon and every landing square, c3:e5:c7 (x is read too).",
                "Caselle algebriche, a1 scura in basso a sinistra del Bianco: mosse c3-d4; prese con i due punti e ogni casella d'arrivo, c3:e5:c7 (si legge anche x).",
            ),
            (Turkish, Moves) => (
                "All 64 squares; 16 men each, White on ranks 2–3, Black on 6–7; White moves first. Men step one square forward or sideways, never backwards or diagonally.",
                "Tutte le 64 caselle; 16 pedine a testa, il Bianco sulle traverse 2–3, il Nero su 6–7; muove prima il Bianco. Le pedine avanzano di una casella in avanti o di lato, mai indietro né in diagonale.",
            ),
            (Turkish, Captures) => (
                "Capturing is compulsory: jump an adjacent piece forwards or sideways onto the empty square beyond (men never capture backwards). The most pieces must be taken (a king counts one); ties are a free choice. Each jumped piece leaves the board at once, and a capture may not turn back 180° between two jumps.",
                "La presa è obbligatoria: si salta un pezzo adiacente in avanti o di lato sulla casella libera oltre (le pedine non prendono mai indietro). Si devono prendere più pezzi possibile (la dama conta uno); a parità, libera scelta. Ogni pezzo saltato lascia subito la scacchiera, e una presa non può tornare indietro di 180° tra due salti.",
            ),
            (Turkish, Kings) => (
                "A man is crowned when its move ends on the last rank; reaching it during a capture it goes on as a man. Kings move like a chess rook along free ranks and files, and capture a piece at any distance along them, landing on any empty square beyond.",
                "La pedina è promossa quando la mossa finisce sull'ultima traversa; se ci arriva durante una presa continua come pedina. La dama muove come la torre degli scacchi lungo traverse e colonne libere, e prende un pezzo a qualsiasi distanza, atterrando su una casella libera oltre.",
            ),
            (Turkish, Draws) => (
                "Agreement; one piece each (even a king against a man) is a draw at once; the same position for the third time with the same player to move.",
                "Accordo; un pezzo a testa (anche una dama contro una pedina) è patta subito; la stessa posizione per la terza volta con lo stesso giocatore al tratto.",
            ),
            (Turkish, Notation) => (
                "Algebraic squares a1–h8 as in chess, White at the bottom: moves d3-d4; captures d4xd6xf6 (: is read too).",
                "Caselle algebriche a1–h8 come negli scacchi, Bianco in basso: mosse d3-d4; prese d4xd6xf6 (si leggono anche i due punti).",
            ),
            (Pool, Moves) => (
                "8x8 numbered as English draughts; Black moves first from 1–12, White from 21–32. Men move one square diagonally forward.",
                "8x8 numerata come la dama inglese; muove prima il Nero da 1–12, il Bianco da 21–32. Le pedine avanzano di una casella in diagonale.",
            ),
            (Pool, Captures) => (
                "Capturing is compulsory and must be finished, but among several captures any may be chosen. Men capture forwards and backwards. Pieces are taken off when the move ends; none is jumped twice.",
                "La presa è obbligatoria e va completata, ma tra più prese se ne può scegliere una qualsiasi. Le pedine prendono avanti e indietro. I pezzi si tolgono a fine mossa; nessuno si salta due volte.",
            ),
            (Pool, Kings) => (
                "A man that ends its move on the last row is crowned; one that reaches it during a capture and can jump on must go on as a man, uncrowned.",
                "La pedina che finisce la mossa sull'ultima riga è promossa; quella che ci arriva durante una presa e può saltare ancora deve continuare come pedina, senza promozione.",
            ),
            (Pool, Draws) => (
                "Agreement; the same position for the third time with the same player to move; three kings against one not won within 13 moves of the stronger side; 15 moves each of kings only without a capture.",
                "Accordo; la stessa posizione per la terza volta con lo stesso giocatore al tratto; tre dame contro una non vinte entro 13 mosse del più forte; 15 mosse a testa di sole dame senza prese.",
            ),
            (Pool, Notation) => (
                "Squares 1–32 from the top-left (Black's side), as English draughts: moves 11-15; captures 15x24x31.",
                "Caselle 1–32 dall'alto a sinistra (lato del Nero), come la dama inglese: mosse 11-15; prese 15x24x31.",
            ),
            (Czech, Captures) => (
                "Capturing is compulsory and must be finished; men capture forwards only. If a king can capture, a king must capture; otherwise, and among the kings' captures, any may be chosen. Jumped pieces are taken off when the move ends.",
                "La presa è obbligatoria e va completata; le pedine prendono solo in avanti. Se una dama può prendere, deve prendere una dama; altrimenti, e tra le prese delle dame, se ne sceglie una qualsiasi. I pezzi presi si tolgono a fine mossa.",
            ),
            (Czech, Kings) => (
                "A man is crowned when its move ends on the last row (men capture forwards only, so a capture that reaches it ends there).",
                "La pedina è promossa quando la mossa finisce sull'ultima riga (le pedine prendono solo in avanti, quindi una presa che ci arriva finisce lì).",
            ),
            (Czech, Draws) => (
                "Agreement; the same position for the third time; 15 moves each without a capture and without a man moving.",
                "Accordo; la stessa posizione per la terza volta; 15 mosse a testa senza prese e senza mosse di pedina.",
            ),
            (Czech, Notation) => (
                "Algebraic squares, a1 dark: moves c3-d4; captures c3:e5:g7 (x is read too).",
                "Caselle algebriche, a1 scura: mosse c3-d4; prese c3:e5:g7 (si legge anche x).",
            ),
            (Frisian, Moves) => (
                "10x10, 20 men each: White on 31–50 moves first, Black on 1–20. Men move one square diagonally forward. While its side still has men, a king may make at most three moves in a row without capturing; then another piece must move.",
                "10x10, 20 pedine a testa: muove prima il Bianco da 31–50, il Nero da 1–20. Le pedine avanzano di una casella in diagonale. Finché il suo lato ha pedine, una dama può fare al massimo tre mosse di fila senza prendere; poi deve muovere un altro pezzo.",
            ),
            (Frisian, Captures) => (
                "Capturing is compulsory, along diagonals and along files and ranks, forwards and backwards: along a file or rank a man jumps the piece two squares away to the dark square beyond. The capture of the highest value must be played: a king is worth more than a man and less than two (2 men beat 1 king, 2 kings beat 3 men); at equal value a king must capture. Pieces are taken off when the move ends.",
                "La presa è obbligatoria, in diagonale e lungo colonne e traverse, avanti e indietro: lungo una colonna o traversa la pedina salta il pezzo a due caselle di distanza sulla casella scura oltre. Va giocata la presa di valore più alto: una dama vale più di una pedina e meno di due (2 pedine battono 1 dama, 2 dame battono 3 pedine); a parità di valore deve prendere la dama. I pezzi si tolgono a fine mossa.",
            ),
            (Frisian, Kings) => (
                "A man is crowned only when its move ends on the last row. Kings move any distance along a free diagonal and capture in all eight directions at any distance, landing on any free dark square beyond.",
                "La pedina è promossa solo se la mossa finisce sull'ultima riga. Le dame muovono a qualsiasi distanza lungo una diagonale libera e prendono in tutte le otto direzioni a qualsiasi distanza, atterrando su una casella scura libera oltre.",
            ),
            (Frisian, Draws) => (
                "Agreement; two kings against one king (kings only): 7 moves each; one king against one king: 2 moves each. Frisian draughts has no repetition rule.",
                "Accordo; due dame contro una (solo dame): 7 mosse a testa; una dama contro una dama: 2 mosse a testa. La dama frisone non ha la regola della ripetizione.",
            ),
            (Frisian, Notation) => (
                "Squares 1–50 from the top-left, as International: moves 32-28; captures 28x17, orthogonal ones the same way (21x23).",
                "Caselle 1–50 dall'alto a sinistra, come l'internazionale: mosse 32-28; prese 28x17, quelle ortogonali allo stesso modo (21x23).",
            ),
            (Canadian, Moves) => (
                "12x12, 30 men each: White on 43–72 moves first, Black on 1–30. Men move one square diagonally forward.",
                "12x12, 30 pedine a testa: muove prima il Bianco da 43–72, il Nero da 1–30. Le pedine avanzano di una casella in diagonale.",
            ),
            (Canadian, Notation) => (
                "Squares 1–72 from the top-left, six a row (1 = b12, 67 = a1). White starts on 43–72, Black on 1–30. Moves 45-39; captures 39x28x17.",
                "Caselle 1–72 dall'alto a sinistra, sei per riga (1 = b12, 67 = a1). Il Bianco parte da 43–72, il Nero da 1–30. Mosse 45-39; prese 39x28x17.",
            ),
            (_, Giveaway) => (
                "Giveaway is an option for every variant (!challenge @friend russian giveaway): the player who cannot move — no pieces left, or all of them blocked — wins. Every other rule of the variant stays: captures are still compulsory, and its draw rules apply.",
                "Il vinciperdi (giveaway) è un'opzione per ogni variante (!challenge @amico russian giveaway): vince chi non può muovere — senza pezzi, o con tutti bloccati. Ogni altra regola della variante resta: la presa è sempre obbligatoria e valgono le sue regole di patta.",
            ),
        };
        let text = self.pick(en, it);
        if matches!(
            variant,
            International | Brazilian | Canadian | Russian | Pool | Czech
        ) && topic == Kings
        {
            return format!("{text} {}", self.pick(flying_en, flying_it));
        }
        text.to_string()
    }

    /// The answer to a message for the bot that is not a valid command.
    pub fn parse_error(self, error: &ParseError) -> Vec<Span> {
        match error {
            ParseError::UnknownCommand { name, suggestion } => {
                let mut body = Body::new().t(self.pick(
                    format!("I don't know the command `{name}`. "),
                    format!("Non conosco il comando `{name}`. "),
                ));
                if let Some(command) = suggestion.and_then(crate::command::find) {
                    body = body
                        .t(self.pick("Did you mean ", "Forse intendevi "))
                        .c(format!("!{}", command.name))
                        .t(self.pick(", as in ", ", come in "))
                        .c(command.example)
                        .t("? ");
                }
                body.t(self.pick("All commands: ", "Tutti i comandi: "))
                    .c("!help")
                    .done()
            }
            ParseError::MissingArgument { command, arg } => Body::new()
                .c(format!("!{}", command.name))
                .t(self.pick(
                    format!(
                        " needs {} ({}). Usage: ",
                        arg.name,
                        self.arg_description(arg)
                    ),
                    format!(
                        " richiede {} ({}). Uso: ",
                        arg.name,
                        self.arg_description(arg)
                    ),
                ))
                .c(self.usage(command))
                .t(self.pick(". Example: ", ". Esempio: "))
                .c(command.example)
                .done(),
            ParseError::UnexpectedWord { command, word } => Body::new()
                .c(format!("!{}", command.name))
                .t(self.pick(
                    format!(" does not take `{word}`. Usage: "),
                    format!(" non prevede `{word}`. Uso: "),
                ))
                .c(self.usage(command))
                .t(self.pick(". Example: ", ". Esempio: "))
                .c(command.example)
                .done(),
            ParseError::BadArgument {
                command,
                arg,
                value,
            } => {
                let mut body = Body::new().t(self.pick(
                    format!("`{value}` is not valid as `{}` of ", arg.name),
                    format!("`{value}` non è valido come `{}` di ", arg.name),
                ));
                body = body
                    .c(format!("!{}", command.name))
                    .t(format!(" ({}).", self.arg_description(arg)));
                if command.note == Note::ChallengeOptions {
                    let names = variant_names();
                    body = body.t(self.pick(
                        format!(" Variants: {names}; colours: white, black, random; options: giveaway, soffio, days=N (1–30), unrated, level=N (1–10, against the bot)."),
                        format!(" Varianti: {names}; colori: white, black, random; opzioni: giveaway, soffio, days=N (1–30), unrated, level=N (1–10, contro il bot)."),
                    ));
                }
                if command.note == Note::TournamentOptions {
                    body = body.t(self.pick(
                        " Actions: create, join, leave, start; options (create): a variant, days=N (1–30), rounds=N.",
                        " Azioni: create, join, leave, start; opzioni (create): una variante, days=N (1–30), rounds=N.",
                    ));
                }
                body.t(self.pick(" Example: ", " Esempio: "))
                    .c(command.example)
                    .done()
            }
            ParseError::AmbiguousVariant { command, word } => {
                self.ambiguous_variant(word, Some(command))
            }
            ParseError::BadGameId { command, value } => Body::new()
                .t(self.pick(
                    format!("`{value}` is not a game number: write # and the number, e.g. "),
                    format!(
                        "`{value}` non è un numero di partita: scrivi # e il numero, per esempio "
                    ),
                ))
                .c(format!("!{} #12", command.name))
                .done(),
        }
    }
}

/// The variants' names as commands take them: `english, italian, …`.
fn variant_names() -> String {
    Variant::ALL
        .iter()
        .map(|v| v.name())
        .collect::<Vec<_>>()
        .join(", ")
}
