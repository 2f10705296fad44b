import type { components } from '@/api/generated/schema.gen';

type CardLanguage = components['schemas']['CardLanguage'];

/**
 * The subject and text of "E-mail me this contact" (contract `mailContactFile`) in each of the
 * contract's `CardLanguage`s: the server's own mail, as a real server keeps its templates (the
 * app's catalogues are the app's; this is the reference server's text). `{link}` is the card's
 * link on the public origin, `{cap}` how many of them one mailbox gets a day at most. Fixed
 * words only: nothing of the visitor's or the owner's reaches a mail (contract). The Urdu text
 * isolates the link (FSI … PDI, UAX #9) so its characters keep their order in a right-to-left
 * line. Machine-drafted like the card's catalogues (docs/translations.md).
 */
export const contactFileMailWords: Record<CardLanguage, { subject: string; text: string }> = {
  en: {
    subject: 'The contact you asked for',
    text:
      'Here is the contact you asked for on a Tapcard page ({link}). Open the attached file to ' +
      'add it to your contacts. If you did not ask for it, ignore this mail: this address gets ' +
      'at most {cap} of them a day.',
  },
  hi: {
    subject: 'आपका माँगा हुआ संपर्क',
    text:
      'यह वह संपर्क है जो आपने एक Tapcard पेज ({link}) पर माँगा था। इसे अपने संपर्कों में ' +
      'जोड़ने के लिए संलग्न फ़ाइल खोलें। अगर आपने इसे नहीं माँगा था, तो इस मेल को अनदेखा ' +
      'करें: इस पते पर दिन में अधिकतम {cap} ऐसे मेल आते हैं।',
  },
  bn: {
    subject: 'আপনার চাওয়া পরিচিতি',
    text:
      'এটি সেই পরিচিতি যা আপনি একটি Tapcard পেজে ({link}) চেয়েছিলেন। আপনার পরিচিতিতে যোগ ' +
      'করতে সংযুক্ত ফাইলটি খুলুন। আপনি না চেয়ে থাকলে এই মেলটি উপেক্ষা করুন: এই ঠিকানায় ' +
      'দিনে সর্বোচ্চ {cap}টি এমন মেল আসে।',
  },
  mr: {
    subject: 'तुम्ही मागितलेला संपर्क',
    text:
      'तुम्ही एका Tapcard पेजवर ({link}) मागितलेला संपर्क हा आहे. तो तुमच्या संपर्कांमध्ये ' +
      'जोडण्यासाठी जोडलेली फाइल उघडा. तुम्ही तो मागितला नसेल, तर हा मेल दुर्लक्षित करा: ' +
      'या पत्त्यावर दिवसाला जास्तीत जास्त {cap} असे मेल येतात.',
  },
  te: {
    subject: 'మీరు అడిగిన కాంటాక్ట్',
    text:
      'మీరు ఒక Tapcard పేజీలో ({link}) అడిగిన కాంటాక్ట్ ఇదే. దాన్ని మీ కాంటాక్ట్‌లలో ' +
      'చేర్చడానికి జత చేసిన ఫైల్‌ను తెరవండి. మీరు దీన్ని అడగకపోతే, ఈ మెయిల్‌ను ' +
      'పట్టించుకోకండి: ఈ చిరునామాకు రోజుకు గరిష్ఠంగా {cap} ఇలాంటి మెయిల్‌లు వస్తాయి.',
  },
  ta: {
    subject: 'நீங்கள் கேட்ட தொடர்பு',
    text:
      'ஒரு Tapcard பக்கத்தில் ({link}) நீங்கள் கேட்ட தொடர்பு இதோ. அதை உங்கள் தொடர்புகளில் ' +
      'சேர்க்க இணைக்கப்பட்ட கோப்பைத் திறக்கவும். நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த ' +
      'மின்னஞ்சலைப் புறக்கணிக்கவும்: இந்த முகவரிக்கு ஒரு நாளில் அதிகபட்சம் {cap} இத்தகைய ' +
      'மின்னஞ்சல்கள் வரும்.',
  },
  gu: {
    subject: 'તમે માગેલો સંપર્ક',
    text:
      'તમે એક Tapcard પેજ ({link}) પર માગેલો સંપર્ક આ રહ્યો. તેને તમારા સંપર્કોમાં ઉમેરવા ' +
      'માટે જોડેલી ફાઇલ ખોલો. જો તમે તે ન માગ્યો હોય, તો આ મેલને અવગણો: આ સરનામે ' +
      'દિવસમાં વધુમાં વધુ {cap} આવા મેલ આવે છે.',
  },
  ur: {
    subject: 'آپ کا مانگا ہوا رابطہ',
    text:
      'یہ وہ رابطہ ہے جو آپ نے ایک Tapcard صفحے (\u2068{link}\u2069) پر مانگا تھا۔ اسے اپنے ' +
      'رابطوں میں شامل کرنے کے لیے منسلک فائل کھولیں۔ اگر آپ نے یہ نہیں مانگا تھا تو اس میل ' +
      'کو نظر انداز کریں: اس پتے پر دن میں زیادہ سے زیادہ {cap} ایسی میلیں آتی ہیں۔',
  },
  kn: {
    subject: 'ನೀವು ಕೇಳಿದ ಸಂಪರ್ಕ',
    text:
      'ನೀವು ಒಂದು Tapcard ಪುಟದಲ್ಲಿ ({link}) ಕೇಳಿದ ಸಂಪರ್ಕ ಇಲ್ಲಿದೆ. ಅದನ್ನು ನಿಮ್ಮ ಸಂಪರ್ಕಗಳಿಗೆ ' +
      'ಸೇರಿಸಲು ಲಗತ್ತಿಸಿದ ಫೈಲ್ ತೆರೆಯಿರಿ. ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ, ಈ ಮೇಲ್ ಅನ್ನು ' +
      'ನಿರ್ಲಕ್ಷಿಸಿ: ಈ ವಿಳಾಸಕ್ಕೆ ದಿನಕ್ಕೆ ಗರಿಷ್ಠ {cap} ಇಂತಹ ಮೇಲ್‌ಗಳು ಬರುತ್ತವೆ.',
  },
  or: {
    subject: 'ଆପଣ ମାଗିଥିବା ସମ୍ପର୍କ',
    text:
      'ଆପଣ ଏକ Tapcard ପୃଷ୍ଠାରେ ({link}) ମାଗିଥିବା ସମ୍ପର୍କ ଏହା। ଏହାକୁ ଆପଣଙ୍କ ସମ୍ପର୍କରେ ' +
      'ଯୋଡ଼ିବା ପାଇଁ ସଂଲଗ୍ନ ଫାଇଲ୍ ଖୋଲନ୍ତୁ। ଯଦି ଆପଣ ଏହା ମାଗି ନଥିଲେ, ଏହି ମେଲ୍‌କୁ ଅଣଦେଖା ' +
      'କରନ୍ତୁ: ଏହି ଠିକଣାକୁ ଦିନକୁ ସର୍ବାଧିକ {cap}ଟି ଏଭଳି ମେଲ୍ ଆସେ।',
  },
  ml: {
    subject: 'നിങ്ങൾ ചോദിച്ച കോൺടാക്റ്റ്',
    text:
      'ഒരു Tapcard പേജിൽ ({link}) നിങ്ങൾ ചോദിച്ച കോൺടാക്റ്റ് ഇതാ. അത് നിങ്ങളുടെ ' +
      'കോൺടാക്റ്റുകളിൽ ചേർക്കാൻ അറ്റാച്ച് ചെയ്ത ഫയൽ തുറക്കുക. നിങ്ങൾ ഇത് ' +
      'ചോദിച്ചിട്ടില്ലെങ്കിൽ, ഈ മെയിൽ അവഗണിക്കുക: ഈ വിലാസത്തിലേക്ക് ഒരു ദിവസം പരമാവധി ' +
      '{cap} ഇത്തരം മെയിലുകൾ വരും.',
  },
};
